/**
 * What the community's skin site asks at sign-up, from `skinSite.signup` in config/community.ts:
 * whether registration asks for the player name (and so whether "create a player" is still to do),
 * whether the email must be verified, and the player-name rule. Inline, one part per use, so each sits in the step it is about
 * (the form's fields, then choosing the player name, on a line of its own: strict reading 41 found one
 * step with eight ideas). A community
 * that leaves `signup` out gets the children instead: the page's description of the usual settings.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import community, {type SkinSiteSignup} from '@site/config/community';

type SignupPart = 'form' | 'nameChoice' | 'verification' | 'names' | 'player';

/** The sentence for one part, in the page's language; undefined when the site's settings are not known. */
export function signupSentence(part: SignupPart, signup: SkinSiteSignup | undefined): string | undefined {
  if (!signup) return undefined;
  const {min, max} = signup.nameLength;
  switch (part) {
    case 'form':
      // Blessing Skin's sign-up form (views/auth/Registration.tsx): email, password twice, and
      // either the player name or a nickname, by `register_with_player_name`; labels from its
      // front-end.yml (auth.email, auth.password, auth.repeat-pwd, auth.player-name, auth.nickname).
      return signup.playerNameAtSignup
        ? translate({
            id: 'skinSignup.form.playerName',
            message:
              '填写「电子邮箱」「密码」「重复密码」和「游戏内角色名」，并按提示输入验证码。游戏内角色名就是你在服务器里的名字，注册后会自动创建这个角色。',
          })
        : translate({
            id: 'skinSignup.form.nickname',
            message: '填写「电子邮箱」「密码」「重复密码」和「昵称」，并按提示输入验证码。',
          });
    case 'nameChoice':
      // Choosing the name: on the form where it asks for it, else when the player is created.
      return signup.playerNameAtSignup
        ? [
            signupSentence('names', signup)!,
            translate({
              id: 'skinSignup.form.nameCare',
              message:
                '角色名在整个皮肤站里不能和别人重复，提示已被占用时换一个。以前用离线模式玩过、想留着那个名字的，就填它，没被别人占用就行。进过服以后想改名，先问管理员。',
            }),
          ].reduce((text, next) => `${text}${/[。；]$/.test(text) ? '' : ' '}${next}`) // no space after Chinese full stops
        : translate({
            id: 'skinSignup.nameChoice.later',
            message: '注册时不填角色名：注册后按下面「添加角色」一节添加角色，那时再起名字。',
          });
    case 'player':
      // With the player name on the form, Blessing Skin creates that player at registration
      // (app/Http/Controllers/AuthController.php, `register_with_player_name`).
      return signup.playerNameAtSignup
        ? translate({
            id: 'skinSignup.player.atSignup',
            message:
              '皮肤站注册时必须填「游戏内角色名」，这个角色注册时就创建好了。下面的步骤只在你想再添加一个角色，或者角色被删掉了时用得到。',
          })
        : translate({
            id: 'skinSignup.player.after',
            message: '皮肤站注册时不填角色名，所以注册后要按下面的步骤创建角色。',
          });
    case 'verification':
      return signup.emailVerification
        ? translate({
            id: 'skinSignup.verification.yes',
            message:
              '皮肤站要验证邮箱：页面会提示你去邮箱查收验证邮件，点开邮件里的链接完成验证，否则部分功能无法使用。',
          })
        : translate({id: 'skinSignup.verification.no', message: '皮肤站不需要验证邮箱，注册后就能登录。'});
    case 'names':
      if (signup.playerNames === 'official') {
        return translate(
          {
            id: 'skinSignup.names.official',
            message: '皮肤站的角色名只能用英文字母、数字和下划线（_），长度 {min}–{max} 个字符。',
          },
          {min, max},
        );
      }
      if (signup.playerNames === 'cjk') {
        return translate(
          {
            id: 'skinSignup.names.cjk',
            message: '皮肤站的角色名可以用汉字、英文字母、数字和下划线（_），长度 {min}–{max} 个字符。',
          },
          {min, max},
        );
      }
      return translate(
        {
          id: 'skinSignup.names.custom',
          message: '皮肤站的角色名长度 {min}–{max} 个字符，能用哪些字符以页面提示为准。',
        },
        {min, max},
      );
  }
}

export default function SkinSignup({part, children}: {part: SignupPart; children?: ReactNode}): ReactNode {
  const sentence = signupSentence(part, community.skinSite.signup);
  return sentence === undefined ? children : <span data-skin-signup={part}>{sentence}</span>;
}
