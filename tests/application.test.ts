import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import community from '../config/community';
import {locales} from '../config/locale';
import {loadCommunityData} from '../plugins/community-data';
import {quizViews} from '../plugins/community-data/modules';
import {validateRulesQuiz} from '../plugins/schemas/data';
import {applicationCommand, applicationEmail, applicationName} from '../src/lib/application';
import {docSource} from '../scripts/lib/siteContent';

const root = path.resolve(__dirname, '..');

describe('an application that writes itself (issue 48)', () => {
  it('takes a Java name as it is, or says why not', () => {
    assert.deepEqual(applicationName('java', ' XiaoMing_Star '), {name: 'XiaoMing_Star'});
    assert.deepEqual(applicationName('java', 'ab'), {problem: 'java'});
    assert.deepEqual(applicationName('java', 'a'.repeat(17)), {problem: 'java'});
    assert.deepEqual(applicationName('java', '小明'), {problem: 'java'});
    assert.deepEqual(applicationName('java', '   '), {problem: 'empty'});
  });

  it('takes a Bedrock gamertag with its spaces as underscores, and refuses a prefix or a sentence', () => {
    assert.deepEqual(applicationName('bedrock', 'Blue Whale'), {name: 'Blue_Whale'});
    assert.deepEqual(applicationName('bedrock', '.BlueWhale'), {problem: 'bedrock'});
    assert.deepEqual(applicationName('bedrock', 'my name is blue whale ok'), {problem: 'bedrock'});
  });

  it('writes the bot’s command, and an email link with the application as its body', () => {
    assert.equal(applicationCommand('#白名单申请', 'java', 'XiaoMing_Star'), '#白名单申请 XiaoMing_Star');
    assert.equal(applicationCommand('#wl-apply', 'bedrock', 'Blue_Whale'), '#wl-apply Blue_Whale be');
    assert.equal(
      applicationEmail('admins@example.com', '白名单申请', '#白名单申请 A_b\n方块小镇'),
      'mailto:admins@example.com?subject=%E7%99%BD%E5%90%8D%E5%8D%95%E7%94%B3%E8%AF%B7&body=%23%E7%99%BD%E5%90%8D%E5%8D%95%E7%94%B3%E8%AF%B7%20A_b%0A%E6%96%B9%E5%9D%97%E5%B0%8F%E9%95%87',
    );
  });

  it('rejects a quiz whose answer is not one of its options, naming the question and field', () => {
    const question = {
      rule: 'rule-1',
      question: {zh: '问', en: 'Q'},
      options: [
        {zh: '甲', en: 'A'},
        {zh: '乙', en: 'B'},
      ],
      why: {zh: '因为', en: 'Because'},
    };
    assert.throws(
      () => validateRulesQuiz({rulesPage: '/docs/rules', questions: [{...question, answer: 3}]}),
      /question 1 \(rule-1\): field "answer" is 3, but there are 2 options/,
    );
    assert.throws(
      () => validateRulesQuiz({rulesPage: 'rules', questions: [{...question, answer: 1}]}),
      /field "rulesPage"/,
    );
  });

  it('the site’s quiz links to rules its rules page has, in every language', () => {
    const quiz = loadCommunityData(root).rulesQuiz;
    if (!quiz) return;
    for (const locale of locales) {
      const source = docSource(quiz.rulesPage.replace(/^\/docs\//, '/docs/'), locale);
      assert.ok(source && existsSync(source), `${quiz.rulesPage} (${locale})`);
      const text = readFileSync(source, 'utf8');
      for (const q of quiz.questions) assert.ok(text.includes(`{#${q.rule}}`), `${q.rule} on ${source}`);
    }
    const views = quizViews({rulesQuiz: quiz}, 'en');
    assert.equal(views.length, community.applicationHelper.enabled ? quiz.questions.length : 0);
    if (views.length) assert.equal(views[0]!.rule, `${quiz.rulesPage}#${quiz.questions[0]!.rule}`);
  });
});
