/**
 * The title of a "Next" card at the end of a newcomer page (src/theme/DocItem/Paginator): what it
 * leads to, alone under the theme's "Next" label, or after "Next step:" under a path's name or
 * "Already in the game".
 */
import {translate} from '@docusaurus/Translate';
import stepTitles from '@site-generated/step-titles.json';
import {
  cardSignsInFirst,
  LAUNCHER_NAME,
  titleFor,
  type PaginatorCard,
  type PathId,
} from '@site/src/lib/newcomer';

/**
 * What a card leads to, on its own. Under a card's "Next" label it stands alone ("Next — Your first
 * hour on the server"); under a path's name or "Already in the game" it starts with "Next step:"
 * (cardTitle). A strict reading (41, en) found "Next — Next: your first hour" on the joining pages.
 */
const destination = (card: PaginatorCard, path: PathId | undefined): string =>
  cardSignsInFirst(card, path)
    ? translate({
        id: 'docPaginator.signInThenApply',
        message: '在游戏里登录微软账号，再申请白名单',
        description:
          'The "Next" card to Bedrock\'s whitelist step: the Xbox gamertag to write shows only after signing in to the game',
      })
    : card.kind === 'end'
      ? translate({
          id: 'docPaginator.firstHour',
          message: '进服后的第一个小时',
          description:
            'The "Next" card at the end of a joining page (the last step of the newcomer path): on to getting started\'s first hour in the game',
        })
      : card.kind === 'back'
        ? translate(
            {
              id: 'docPaginator.backFromSideTrip',
              message: '从 {launcher} 指南来的：装好 Java 后回到那里接着做',
              description:
                'The "Next" card at the end of the Java page, one per launcher guide: back to that guide, at the section the reader came from (HMCL: first launch; PCL: Java not found)',
            },
            {launcher: LAUNCHER_NAME[card.launcher]},
          )
        : titleFor(stepTitles[card.step], card.href);

export const cardTitle = (card: PaginatorCard, path: PathId | undefined, underNext: boolean): string =>
  underNext || card.kind === 'back'
    ? destination(card, path)
    : translate(
        {
          id: 'docPaginator.nextStep',
          message: '下一步：{step}',
          description:
            'The "Next" card at the end of a newcomer page, under a path\'s name (one card per path) or "Already in the game": what it leads to ({step})',
        },
        {step: destination(card, path)},
      );

/**
 * The label over a card back from a side trip (the Java page), naming its guide: each card under its
 * own label, not two cards both under "Next" (strict reading 74, zh).
 */
export const backLabel = (launcher: keyof typeof LAUNCHER_NAME): string =>
  translate(
    {
      id: 'docPaginator.backTo',
      message: '回到 {launcher} 指南',
      description: 'Above a "Next" card at the end of the Java page: back to that launcher guide',
    },
    {launcher: LAUNCHER_NAME[launcher]},
  );
