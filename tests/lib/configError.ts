import assert from 'node:assert/strict';
import {CommunityConfigError, validateCommunity} from '../../plugins/schemas/community';

/** `config` fails validation with an error that names config/community.ts and matches `message`. */
export function assertConfigError(config: unknown, message: RegExp): void {
  assert.throws(
    () => validateCommunity(config),
    (error: unknown) => {
      assert.ok(error instanceof CommunityConfigError);
      assert.match(error.message, /^config\/community\.ts: /);
      assert.match(error.message, message);
      return true;
    },
  );
}
