/**
 * The email way's pointer to the application helper (src/components/ApplicationHelper `HelperLink`):
 * a strict reading (48) found "skip straight to Next step" sent email applicants past the helper that
 * writes their email. The link shows only where the helper does and applications go by email, and
 * it leads to the helper's own heading.
 */
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {createElement} from 'react';
import type {CommunityConfig} from '../config/community';
import {locales as LOCALES} from '../e2e/lib/site';
import {load, renderElement} from './lib/renderPage';

const community = load<{default: CommunityConfig}>('@site/config/community').default;
const helper = load<typeof import('../src/components/ApplicationHelper')>(
  '@site/src/components/ApplicationHelper',
);
const saved = {
  helper: community.applicationHelper,
  contact: community.otherContact,
  admission: community.admission,
};
after(() => {
  community.applicationHelper = saved.helper;
  community.otherContact = saved.contact;
  community.admission = saved.admission;
});

describe('the email way links to the application helper', () => {
  for (const locale of LOCALES) {
    it(`${locale}: to the helper's heading, only where the helper shows and applications go by email`, () => {
      community.admission = {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24};
      community.applicationHelper = {enabled: true};
      community.otherContact = {kind: 'email', address: 'admins@example.org'};
      const page = renderElement(createElement(helper.default), locale);
      if (page === '') return; // no quiz or no command word in this language: no helper to link to
      const id = /<h3[^>]*id="([^"]+)"[^>]*data-helper-heading/.exec(page)?.[1];
      assert.ok(id, 'the helper heading has no id');
      const link = renderElement(createElement(helper.HelperLink), locale);
      assert.match(link, new RegExp(`href="#${id}"`), link);
      community.applicationHelper = {enabled: false};
      assert.equal(renderElement(createElement(helper.HelperLink), locale), '');
      community.applicationHelper = {enabled: true};
      community.otherContact = {kind: 'form', address: 'https://forms.example.org/apply'};
      assert.equal(renderElement(createElement(helper.HelperLink), locale), '');
    });
  }
});
