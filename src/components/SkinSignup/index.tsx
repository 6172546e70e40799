/**
 * What the community's skin site asks at sign-up, from `skinSite.signup` in config/community.ts:
 * whether registration asks for the player name, whether the email must be verified, and the
 * player-name rule. Inline, one part per use, so each sits in the step it is about. A community
 * that leaves `signup` out gets the children instead: the page's description of the usual settings.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import community, {type SkinSiteSignup} from '@site/config/community';

export type SignupPart = 'player-name-at-signup' | 'verification' | 'names';

/** The sentence for one part, in the page's language; undefined when the site's settings are not known. */
export function signupSentence(part: SignupPart, signup: SkinSiteSignup | undefined): string | undefined {
  if (!signup) return undefined;
  const {min, max} = signup.nameLength;
  switch (part) {
    case 'player-name-at-signup':
      return signup.playerNameAtSignup
        ? translate({
            id: 'skinSignup.playerNameAtSignup.yes',
            message: '本站注册时要同时填写游戏内角色名，填的就是你在游戏里的名字，注册后会自动创建这个角色。',
          })
        : translate({
            id: 'skinSignup.playerNameAtSignup.no',
            message: '本站注册时不填角色名，注册后再按下面「创建游戏角色」添加。',
          });
    case 'verification':
      return signup.emailVerification
        ? translate({
            id: 'skinSignup.verification.yes',
            message:
              '本站要验证邮箱：页面会提示你去邮箱查收验证邮件，点开邮件里的链接完成验证，否则部分功能无法使用。',
          })
        : translate({id: 'skinSignup.verification.no', message: '本站不需要验证邮箱，注册后就能登录。'});
    case 'names':
      if (signup.playerNames === 'official') {
        return translate(
          {
            id: 'skinSignup.names.official',
            message: '本站的角色名只能用英文字母、数字和下划线（_），长度 {min}–{max} 个字符。',
          },
          {min, max},
        );
      }
      if (signup.playerNames === 'cjk') {
        return translate(
          {
            id: 'skinSignup.names.cjk',
            message: '本站的角色名可以用汉字、英文字母、数字和下划线（_），长度 {min}–{max} 个字符。',
          },
          {min, max},
        );
      }
      return translate(
        {
          id: 'skinSignup.names.custom',
          message: '本站的角色名长度 {min}–{max} 个字符，能用哪些字符以页面提示为准。',
        },
        {min, max},
      );
  }
}

export default function SkinSignup({part, children}: {part: SignupPart; children?: ReactNode}): ReactNode {
  const sentence = signupSentence(part, community.skinSite.signup);
  return sentence === undefined ? children : <span data-skin-signup={part}>{sentence}</span>;
}
