import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LATER_VISIT_MS, offlineDecision, type OfflineState} from '../src/lib/offline';

const now = Date.UTC(2026, 10, 29, 12);
const firstVisit: OfflineState = {
  controlled: false,
  standalone: false,
  saveData: false,
  asked: false,
  firstVisit: null,
  sameSession: false,
};

describe('when the offline service worker is registered (src/lib/offline.ts, issue 50)', () => {
  it('not at the first visit, which remembers when it was', () => {
    const decision = offlineDecision(firstVisit, now);
    assert.equal(decision.register, false);
    assert.equal(decision.remember.firstVisit, String(now));
  });
  it('not on later pages of the first session, nor in a tab opened soon after', () => {
    const seen = {...firstVisit, firstVisit: String(now - 5 * 60 * 1000)};
    assert.equal(offlineDecision({...seen, sameSession: true}, now).register, false);
    assert.equal(offlineDecision(seen, now).register, false);
    assert.equal(offlineDecision({...seen, firstVisit: 'garbage'}, now).register, false);
  });
  it('at a later visit, unless the reader saves data', () => {
    const later = {...firstVisit, firstVisit: String(now - LATER_VISIT_MS)};
    assert.deepEqual(offlineDecision(later, now), {
      register: true,
      remember: {session: true},
      why: 'later visit',
    });
    assert.equal(offlineDecision({...later, sameSession: true}, now).register, false);
    assert.equal(offlineDecision({...later, saveData: true}, now).register, false);
  });
  it('whenever the reader asked, the site runs as an installed app, or the worker is already there', () => {
    for (const change of [{asked: true}, {standalone: true}, {controlled: true}]) {
      assert.equal(offlineDecision({...firstVisit, ...change}, now).register, true, JSON.stringify(change));
      assert.equal(offlineDecision({...firstVisit, ...change, saveData: true}, now).register, true);
    }
  });
});
