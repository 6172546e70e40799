import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {bedrockAnswer, javaAnswer, type JoinFacts} from '../src/lib/joinCheck';

const facts = (clientVersions: JoinFacts['clientVersions']): JoinFacts => ({
  gameVersion: '1.21.4',
  clientVersions,
  newestClientVersion: null,
  geyserBedrock: '26.50',
  geyserBedrockOldest: '26.0',
});

describe('can I join with my version? (issue 48)', () => {
  it('Java: the server’s own version always; others as clientVersions says', () => {
    assert.deepEqual(javaAnswer(' 1.21.4 ', facts('exact')), {kind: 'yes'});
    assert.deepEqual(javaAnswer('1.21.10', facts('exact')), {kind: 'no', older: false});
    assert.deepEqual(javaAnswer('1.20.1', facts('exact')), {kind: 'no', older: true});
    assert.deepEqual(javaAnswer('1.21.10', facts('newer')), {kind: 'likely'});
    assert.deepEqual(javaAnswer('1.21.3', facts('newer')), {kind: 'no', older: true});
    assert.deepEqual(javaAnswer('1.8.9', facts('newerAndOlder')), {kind: 'likely'});
    assert.deepEqual(javaAnswer('1.21.10', facts('newer')), {kind: 'likely'}, 'compared as numbers');
    assert.deepEqual(javaAnswer('26.1.2', facts('newer')), {kind: 'likely'}, 'numbered by year since 2026');
    assert.deepEqual(javaAnswer('26.1', facts('exact')), {kind: 'no', older: false});
    assert.deepEqual(
      javaAnswer('1.21.4', {...facts('exact'), gameVersion: '26.1'}),
      {kind: 'no', older: true},
      'a server on the new numbering',
    );
  });

  it('Java: with the newest release let in named, in range or not yet, never "likely" for newer', () => {
    const up = (value: JoinFacts['clientVersions']) => ({...facts(value), newestClientVersion: '26.2'});
    for (const value of ['newer', 'newerAndOlder'] as const) {
      assert.deepEqual(javaAnswer('1.21.4', up(value)), {kind: 'yes'});
      assert.deepEqual(javaAnswer('1.21.11', up(value)), {kind: 'inRange'});
      assert.deepEqual(javaAnswer('26.1.2', up(value)), {kind: 'inRange'}, 'numbered by year since 2026');
      assert.deepEqual(javaAnswer('26.2', up(value)), {kind: 'inRange'}, 'the newest itself');
      assert.deepEqual(javaAnswer('26.2.1', up(value)), {kind: 'later'});
      assert.deepEqual(javaAnswer('26.10', up(value)), {kind: 'later'}, 'compared as numbers, not decimals');
      assert.deepEqual(javaAnswer('1.21.10', {...up(value), newestClientVersion: '1.21.9'}), {kind: 'later'});
    }
    // Older releases are as before: refused, or let in by ViaBackwards.
    assert.deepEqual(javaAnswer('1.21.3', up('newer')), {kind: 'no', older: true});
    assert.deepEqual(javaAnswer('1.8.9', up('newerAndOlder')), {kind: 'likely'});
    // Where only the server's version gets in, a named newest changes nothing.
    assert.deepEqual(javaAnswer('1.21.10', up('exact')), {kind: 'no', older: false});
  });

  it('Java: says so for what is not a version', () => {
    // A Bedrock version typed into the Java box ("1.21.130", "1.21.132"), or too many numbers.
    for (const typed of ['latest', '1', '2.1', '25.4', '1.21.4a', '', '1.21.130', '1.21.132', '1.21.4.1'])
      assert.deepEqual(javaAnswer(typed, facts('newer')), {kind: 'invalid'}, typed);
  });

  it('Bedrock: the releases the server’s Geyser accepts; a newer one waits, an older one updates', () => {
    assert.deepEqual(bedrockAnswer('26.50', facts('exact')), {kind: 'yes'});
    // From the oldest release it accepts up.
    assert.deepEqual(bedrockAnswer('26.0', facts('exact')), {kind: 'yes'});
    assert.deepEqual(bedrockAnswer('26.3', facts('exact')), {kind: 'yes'});
    assert.deepEqual(bedrockAnswer('26.40', facts('exact')), {kind: 'yes'});
    assert.deepEqual(
      bedrockAnswer('26.40', {...facts('exact'), geyserBedrockOldest: '26.45'}),
      {kind: 'update'},
      'older than the oldest',
    );
    assert.deepEqual(bedrockAnswer('26.50.0', facts('exact')), {kind: 'yes'});
    // As the settings screen shows it, with its "v".
    assert.deepEqual(bedrockAnswer('v26.50', facts('exact')), {kind: 'yes'});
    assert.deepEqual(bedrockAnswer(' V1.21.132 ', facts('exact')), {kind: 'update'});
    assert.deepEqual(bedrockAnswer('vv26.50', facts('exact')), {kind: 'invalid'});
    assert.deepEqual(bedrockAnswer('26.60', facts('exact')), {kind: 'wait'});
    assert.deepEqual(
      bedrockAnswer('1.21.130', facts('exact')),
      {kind: 'update'},
      'the old numbering is older',
    );
    for (const typed of ['beta', '26', ''])
      assert.deepEqual(bedrockAnswer(typed, facts('exact')), {kind: 'invalid'}, typed);
  });
});
