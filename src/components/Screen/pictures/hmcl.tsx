/** HMCL 3.16: the account list, adding a skin site, logging in with it, downloading the game, memory. */
import community from '@site/config/community';
import {formatLabel} from '@site/src/lib/screenLabels';
import {choose, definePicture, fillIn, press, type DrawContext} from '../picture';
import {Bar, Button, Field, Radio, Rect, Slider, Txt, textWidth, type Box} from '../parts';
import {C} from '../palette';
import {skinApiUrl, skinHost} from './values';

const H = 'hmcl' as const;
const W = 480;
const TITLE_H = 36;
const SIDE_W = 170;

/** The window's title bar with a back arrow and the page's title. */
function TitleBar({title}: {title: string}) {
  return (
    <g>
      <Rect box={{x: 0, y: 0, w: W, h: TITLE_H}} fill={C.accent} />
      <path d="M18 18 l8 -7 M18 18 l8 7 M18 18 h16" stroke={C.onAccent} strokeWidth={2.2} fill="none" />
      <Txt x={46} y={18} size={14} bold color={C.onAccent} max={W - 120}>
        {title}
      </Txt>
    </g>
  );
}

/** A sidebar entry: an icon dot, a title and an optional subtitle. */
function SideItem({
  y,
  title,
  subtitle,
  selected,
  icon = 'dot',
}: {
  y: number;
  title: string;
  subtitle?: string;
  selected?: boolean;
  icon?: 'dot' | 'plus';
}) {
  return (
    <g>
      {selected && <Rect box={{x: 6, y: y - 16, w: SIDE_W - 12, h: 32}} fill={C.raised} radius={16} />}
      {icon === 'plus' ? (
        <g>
          <circle cx={24} cy={y} r={8} fill="none" stroke={C.text} strokeWidth={1.8} />
          <path d={`M20 ${y} h8 M24 ${y - 4} v8`} stroke={C.text} strokeWidth={1.8} />
        </g>
      ) : (
        <rect x={17} y={y - 7} width={14} height={14} rx={3} fill={selected ? C.accent : C.muted} />
      )}
      <Txt x={40} y={subtitle ? y - 7 : y} size={13} bold={selected} max={SIDE_W - 48}>
        {title}
      </Txt>
      {subtitle && (
        <Txt x={40} y={y + 9} size={11} color={C.muted} max={SIDE_W - 48}>
          {subtitle}
        </Txt>
      )}
    </g>
  );
}

function Category({y, children}: {y: number; children: string}) {
  return (
    <Txt x={16} y={y} size={11} bold color={C.muted} max={SIDE_W - 24}>
      {children.toUpperCase()}
    </Txt>
  );
}

const ADD_SERVER: Box = {x: 8, y: 250, w: SIDE_W - 16, h: 36};
const SKIN_SITE: Box = {x: 8, y: 128, w: SIDE_W - 16, h: 36};

export const hmclAccounts = definePicture<'addServer' | 'server'>({
  id: 'hmcl-accounts',
  skin: 'hmcl',
  width: W,
  height: 300,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的「${ctx.label(H, 'account.manage')}」页面`
      : `HMCL's ${ctx.label(H, 'account.manage')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧「${ctx.label(H, 'account.create')}」下依次是「${ctx.label(H, 'account.methods.microsoft')}」「${ctx.label(H, 'account.methods.offline')}」和已经添加的皮肤站（${skinHost()}），左下角是「${ctx.label(H, 'account.injector.add')}」。`
      : `Under ${ctx.label(H, 'account.create')} on the left are ${ctx.label(H, 'account.methods.microsoft')}, ${ctx.label(H, 'account.methods.offline')} and the skin site already added (${skinHost()}); ${ctx.label(H, 'account.injector.add')} is at the bottom left.`,
  targets: {
    addServer: (ctx) => press(ctx, ctx.label(H, 'account.injector.add')),
    server: (ctx) =>
      ctx.locale === 'zh'
        ? {name: community.skinSite.label.zh, action: `添加后，点击列表中的皮肤站（${skinHost()}）`}
        : {
            name: community.skinSite.label.en,
            action: `once added, click the skin site (${skinHost()}) in the list`,
          },
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 300}} fill={C.bg} />
      <TitleBar title={ctx.label(H, 'account.manage')} />
      <Rect box={{x: 0, y: TITLE_H, w: SIDE_W, h: 300 - TITLE_H}} fill={C.surface} />
      <Category y={56}>{ctx.label(H, 'account.create')}</Category>
      <SideItem y={80} title={ctx.label(H, 'account.methods.microsoft')} />
      <SideItem y={112} title={ctx.label(H, 'account.methods.offline')} />
      <SideItem y={146} title={community.skinSite.label[ctx.locale]} subtitle={skinHost()} />
      <line x1={8} x2={SIDE_W - 8} y1={240} y2={240} stroke={C.line} />
      <SideItem
        y={268}
        title={ctx.label(H, 'account.injector.add')}
        subtitle={ctx.label(H, 'account.methods.authlib_injector')}
        icon="plus"
      />
      {/* An account card the picture does not spell out. */}
      <Rect box={{x: SIDE_W + 16, y: 52, w: W - SIDE_W - 32, h: 52}} fill={C.surface} radius={6} />
      <rect x={SIDE_W + 28} y={62} width={32} height={32} rx={4} fill={C.line} />
      <Bar x={SIDE_W + 72} y={70} w={110} />
      <Bar x={SIDE_W + 72} y={86} w={160} h={6} />
      {ctx.mark('server', SKIN_SITE, 'right')}
      {ctx.mark('addServer', ADD_SERVER, 'right')}
    </>
  ),
});

/** The page dimmed behind a dialog. */
function Backdrop({h, title}: {h: number; title: string}) {
  return (
    <g>
      <Rect box={{x: 0, y: 0, w: W, h}} fill={C.bg} />
      <TitleBar title={title} />
      <Rect box={{x: 0, y: TITLE_H, w: SIDE_W, h: h - TITLE_H}} fill={C.surface} />
      <rect x={0} y={0} width={W} height={h} fill="#000000" opacity={0.45} />
    </g>
  );
}

/** A dialog over the dimmed page: its box and heading. */
function Dialog({ctx, h, box, heading}: {ctx: DrawContext; h: number; box: Box; heading: string}) {
  return (
    <g>
      <Backdrop h={h} title={ctx.label(H, 'account.manage')} />
      <Rect box={box} fill={C.surface} radius={8} />
      <Txt x={box.x + 20} y={box.y + 24} size={15} bold max={box.w - 40}>
        {heading}
      </Txt>
    </g>
  );
}

const DIALOG_X = 60;
const DIALOG_W = 360;
const URL_FIELD: Box = {x: DIALOG_X + 20, y: 98, w: DIALOG_W - 40, h: 30};
const NEXT: Box = {x: DIALOG_X + DIALOG_W - 104, y: 160, w: 88, h: 30};

export const hmclAddServer = definePicture<'url' | 'next'>({
  id: 'hmcl-add-auth-server',
  skin: 'hmcl',
  width: W,
  height: 220,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的「${ctx.label(H, 'account.injector.add')}」对话框`
      : `HMCL's ${ctx.label(H, 'account.injector.add')} dialog`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `「${ctx.label(H, 'account.injector.server_url')}」一栏填着皮肤站的 API 地址 ${skinApiUrl()}，右下角是「${ctx.label(H, 'button.cancel')}」和「${ctx.label(H, 'wizard.next')}」。`
      : `The ${ctx.label(H, 'account.injector.server_url')} box holds the skin site's API address ${skinApiUrl()}; ${ctx.label(H, 'button.cancel')} and ${ctx.label(H, 'wizard.next')} are at the bottom right.`,
  targets: {
    url: (ctx) => fillIn(ctx, ctx.label(H, 'account.injector.server_url'), skinApiUrl()),
    next: (ctx) => press(ctx, ctx.label(H, 'wizard.next')),
  },
  draw: (ctx) => (
    <>
      <Dialog
        ctx={ctx}
        h={220}
        box={{x: DIALOG_X, y: 40, w: DIALOG_W, h: 166}}
        heading={ctx.label(H, 'account.injector.add')}
      />
      <Txt x={URL_FIELD.x} y={88} size={11} color={C.accent}>
        {ctx.label(H, 'account.injector.server_url')}
      </Txt>
      <Field box={URL_FIELD} value={skinApiUrl()} size={13} underline stroke={C.accent} />
      <Button
        box={{x: NEXT.x - 84, y: NEXT.y, w: 76, h: 30}}
        label={ctx.label(H, 'button.cancel')}
        size={13}
        variant="flat"
      />
      <Button box={NEXT} label={ctx.label(H, 'wizard.next')} size={13} variant="flat" bold />
      {ctx.mark('url', URL_FIELD, 'left')}
      {ctx.mark('next', NEXT, 'bottom-right')}
    </>
  ),
});

const LOGIN_X = 50;
const LOGIN_W = 380;
const ROW_LABEL_W = 96;
const loginRow = (y: number): Box => ({
  x: LOGIN_X + 20 + ROW_LABEL_W,
  y,
  w: LOGIN_W - 40 - ROW_LABEL_W,
  h: 28,
});
const USERNAME = loginRow(122);
const PASSWORD = loginRow(162);
const LOGIN: Box = {x: LOGIN_X + LOGIN_W - 92, y: 216, w: 76, h: 30};

export const hmclLogin = definePicture<'username' | 'password' | 'login'>({
  id: 'hmcl-authlib-login',
  skin: 'hmcl',
  width: W,
  height: 270,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的「${ctx.label(H, 'account.create.authlibInjector')}」对话框`
      : `HMCL's ${ctx.label(H, 'account.create.authlibInjector')} dialog`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `「${ctx.label(H, 'account.injector.server')}」一行显示的是皮肤站，下面是「${ctx.label(H, 'account.username')}」和「${ctx.label(H, 'account.password')}」两个输入框，右下角是「${ctx.label(H, 'account.login')}」按钮。`
      : `The ${ctx.label(H, 'account.injector.server')} row shows the skin site; below it are the ${ctx.label(H, 'account.username')} and ${ctx.label(H, 'account.password')} boxes, and the ${ctx.label(H, 'account.login')} button is at the bottom right.`,
  targets: {
    username: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(H, 'account.username'),
            action: `在「${ctx.label(H, 'account.username')}」中填写皮肤站账号（注册用的邮箱）`,
          }
        : {
            name: ctx.label(H, 'account.username'),
            action: `enter your skin site account (the email you registered with) in ${ctx.label(H, 'account.username')}`,
          },
    password: (ctx) => fillIn(ctx, ctx.label(H, 'account.password')),
    login: (ctx) => press(ctx, ctx.label(H, 'account.login')),
  },
  draw: (ctx) => (
    <>
      <Dialog
        ctx={ctx}
        h={270}
        box={{x: LOGIN_X, y: 32, w: LOGIN_W, h: 228}}
        heading={ctx.label(H, 'account.create.authlibInjector')}
      />
      {(
        [
          ['account.injector.server', 92],
          ['account.username', USERNAME.y + 14],
          ['account.password', PASSWORD.y + 14],
        ] as const
      ).map(([key, y]) => (
        <Txt key={key} x={LOGIN_X + 20} y={y} size={13} max={ROW_LABEL_W - 8}>
          {ctx.label(H, key)}
        </Txt>
      ))}
      <Txt x={USERNAME.x} y={92} size={13} bold max={USERNAME.w}>
        {community.skinSite.label[ctx.locale]}
      </Txt>
      <Field box={USERNAME} value="" underline />
      <Bar x={USERNAME.x + 4} y={USERNAME.y + 16} w={120} />
      <Field box={PASSWORD} value="••••••••" underline />
      <Button
        box={{x: LOGIN.x - 84, y: LOGIN.y, w: 76, h: 30}}
        label={ctx.label(H, 'button.cancel')}
        size={13}
        variant="flat"
      />
      <Button box={LOGIN} label={ctx.label(H, 'account.login')} size={13} variant="primary" />
      {ctx.mark('username', USERNAME, 'right')}
      {ctx.mark('password', PASSWORD, 'right')}
      {ctx.mark('login', LOGIN, 'bottom-right')}
    </>
  ),
});

const GAME_ITEM: Box = {x: 8, y: 64, w: SIDE_W - 16, h: 32};

const versionRow = (y: number): Box => ({x: SIDE_W + 14, y, w: W - SIDE_W - 28, h: 40});

export const hmclDownload = definePicture<'game' | 'version'>({
  id: 'hmcl-download-game',
  skin: 'hmcl',
  width: W,
  height: 300,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的「${ctx.label(H, 'download')}」页面`
      : `HMCL's ${ctx.label(H, 'download')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧「${ctx.label(H, 'download.game')}」下选中的是「${ctx.label(H, 'game')}」，右侧是可以安装的游戏版本列表，其中一行是服务器使用的 ${community.gameVersion}，标着「${ctx.label(H, 'version.game.release')}」。`
      : `${ctx.label(H, 'game')} is selected under ${ctx.label(H, 'download.game')} on the left; on the right is the list of game versions, one of them the server's ${community.gameVersion}, tagged ${ctx.label(H, 'version.game.release')}.`,
  targets: {
    game: (ctx) => choose(ctx, ctx.label(H, 'game')),
    version: (ctx) =>
      ctx.locale === 'zh'
        ? {name: community.gameVersion, action: `点击 ${community.gameVersion}`}
        : {name: community.gameVersion, action: `click ${community.gameVersion}`},
  },
  draw: (ctx) => {
    const ours = versionRow(154);
    return (
      <>
        <Rect box={{x: 0, y: 0, w: W, h: 300}} fill={C.bg} />
        <TitleBar title={ctx.label(H, 'download')} />
        <Rect box={{x: 0, y: TITLE_H, w: SIDE_W, h: 300 - TITLE_H}} fill={C.surface} />
        <Category y={54}>{ctx.label(H, 'download.game')}</Category>
        <SideItem y={80} title={ctx.label(H, 'game')} selected />
        <SideItem y={112} title={ctx.label(H, 'modpack')} />
        <Category y={146}>{ctx.label(H, 'download.content')}</Category>
        <SideItem y={172} title={ctx.label(H, 'mods')} />
        <SideItem y={204} title={ctx.label(H, 'resourcepack')} />
        {/* Search row */}
        <Rect box={{x: SIDE_W + 14, y: 48, w: W - SIDE_W - 28, h: 40}} fill={C.surface} radius={6} />
        <Txt x={SIDE_W + 24} y={68} size={12}>
          {ctx.label(H, 'version.search')}
        </Txt>
        <Field box={{x: SIDE_W + 60, y: 56, w: 70, h: 24}} value="" underline />
        <Txt x={SIDE_W + 140} y={68} size={12} max={60}>
          {ctx.label(H, 'version.game.type')}
        </Txt>
        <Button
          box={{x: W - 74, y: 56, w: 52, h: 24}}
          label={ctx.label(H, 'button.refresh')}
          size={12}
          variant="primary"
        />
        {/* The list: other versions as grey bars, the server's version spelled out. */}
        {[100, 154, 208, 254].map((y) => {
          const box = versionRow(y);
          const isOurs = y === 154;
          return (
            <g key={y}>
              <Rect box={{...box, h: y === 254 ? 34 : 46}} fill={C.surface} radius={6} />
              <rect
                x={box.x + 10}
                y={box.y + 9}
                width={26}
                height={26}
                rx={4}
                fill={isOurs ? '#5d9b2f' : C.line}
              />
              {isOurs ? (
                <>
                  <Txt x={box.x + 46} y={box.y + 15} size={13} bold>
                    {community.gameVersion}
                  </Txt>
                  <Button
                    box={{x: box.x + 46 + 50, y: box.y + 6, w: 54, h: 18}}
                    label={ctx.label(H, 'version.game.release')}
                    size={10}
                    fill={C.raised}
                    stroke={C.raised}
                    radius={9}
                  />
                  <Bar x={box.x + 46} y={box.y + 32} w={110} h={6} />
                </>
              ) : (
                <>
                  <Bar x={box.x + 46} y={box.y + 16} w={60} />
                  <Bar x={box.x + 46} y={box.y + 32} w={110} h={6} />
                </>
              )}
            </g>
          );
        })}
        {ctx.mark('game', GAME_ITEM, 'right')}
        {ctx.mark('version', {...ours, h: 46}, 'right')}
      </>
    );
  },
});

const AUTO_ROW: Box = {x: 36, y: 92, w: 408, h: 32};
const MANUAL_ROW: Box = {x: 36, y: 130, w: 408, h: 32};

export const hmclMemory = definePicture<'auto' | 'manual'>({
  id: 'hmcl-memory',
  skin: 'hmcl',
  width: W,
  height: 250,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL「${ctx.label(H, 'settings.type.global.manage')}」中的「${ctx.label(H, 'settings.memory')}」`
      : `${ctx.label(H, 'settings.memory')} in HMCL's ${ctx.label(H, 'settings.type.global.manage')}`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `「${ctx.label(H, 'settings.memory')}」下有两个选项：选中的「${ctx.label(H, 'settings.memory.auto_allocate')}」，以及带滑块和 MiB 输入框的「${ctx.label(H, 'settings.memory.manual_allocate')}」；最下方的条显示这台电脑的内存用量和分给游戏的内存（图中数字只是示例）。`
      : `${ctx.label(H, 'settings.memory')} has two options: ${ctx.label(H, 'settings.memory.auto_allocate')}, selected, and ${ctx.label(H, 'settings.memory.manual_allocate')} with a slider and a MiB box; the bar at the bottom shows the computer's memory in use and the memory given to the game (the numbers are only an example).`,
  targets: {
    auto: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(H, 'settings.memory.auto_allocate'),
            action: `保持「${ctx.label(H, 'settings.memory.auto_allocate')}」（默认）`,
          }
        : {
            name: ctx.label(H, 'settings.memory.auto_allocate'),
            action: `keep ${ctx.label(H, 'settings.memory.auto_allocate')} (the default)`,
          },
    manual: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(H, 'settings.memory.manual_allocate'),
            action: `或者选择「${ctx.label(H, 'settings.memory.manual_allocate')}」，拖动滑块设一个固定值`,
          }
        : {
            name: ctx.label(H, 'settings.memory.manual_allocate'),
            action: `or choose ${ctx.label(H, 'settings.memory.manual_allocate')} and drag the slider to a fixed amount`,
          },
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 250}} fill={C.bg} />
      <TitleBar title={ctx.label(H, 'settings.type.global.manage')} />
      <Rect box={{x: 20, y: 48, w: W - 40, h: 190}} fill={C.surface} radius={6} />
      <Txt x={36} y={70} size={14} bold>
        {ctx.label(H, 'settings.memory')}
      </Txt>
      <Radio x={50} y={108} on />
      <Txt x={66} y={108} size={13}>
        {ctx.label(H, 'settings.memory.auto_allocate')}
      </Txt>
      <Radio x={50} y={146} on={false} />
      <Txt x={66} y={146} size={13} max={150}>
        {ctx.label(H, 'settings.memory.manual_allocate')}
      </Txt>
      <Slider x={226} y={146} w={120} at={0.25} />
      <Field box={{x: 356, y: 134, w: 48, h: 24}} value="4096" size={12} underline />
      <Txt x={410} y={146} size={12}>
        {ctx.label(H, 'settings.memory.unit.mib')}
      </Txt>
      {/* Memory status: in use and given to the game. */}
      <rect x={36} y={186} width={408} height={8} rx={4} fill={C.line} />
      <rect x={36} y={186} width={204} height={8} rx={4} fill={C.muted} />
      <rect x={240} y={186} width={102} height={8} fill={C.accent} />
      <Txt x={36} y={214} size={11} color={C.muted} max={250}>
        {formatLabel(ctx.label(H, 'settings.memory.used_per_total'), 8, 16)}
      </Txt>
      <Txt x={444} y={214} size={11} color={C.muted} anchor="end" max={150}>
        {formatLabel(ctx.label(H, 'settings.memory.allocate'), 4)}
      </Txt>
      {ctx.mark('auto', AUTO_ROW, 'right')}
      {ctx.mark('manual', MANUAL_ROW, 'right')}
    </>
  ),
});

/** `text` in lines no wider than `max` at `size` (at spaces, or anywhere in Chinese text). */
function wrap(text: string, size: number, max: number): string[] {
  const words = /\s/.test(text) ? text.split(' ') : [...text];
  const joiner = /\s/.test(text) ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line}${joiner}${word}` : word;
    if (line && textWidth(next, size) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The letter of HMCL's info icon and the program's name in its title bar (not labels). */
const INFO_ICON = 'i';
const PROGRAM = 'HMCL';

const MS_X = 60;
const MS_W = 360;
const MS_LOGIN: Box = {x: MS_X + MS_W - 176, y: 208, w: 76, h: 30};
const MS_LINK_Y = 170;

/** The links under the hint of the Microsoft dialog, laid out in a row as HMCL's FlowPane does. */
function msLinks(ctx: DrawContext): {key: string; box: Box}[] {
  let x = MS_X + 20;
  return (
    [
      'account.methods.microsoft.methods.device',
      'account.methods.microsoft.profile',
      'account.methods.microsoft.purchase',
    ] as const
  ).map((key) => {
    const w = textWidth(ctx.label(H, key), 12);
    const box = {x, y: MS_LINK_Y - 10, w, h: 20};
    x += w + 14;
    return {key, box};
  });
}

export const hmclMicrosoft = definePicture<'login' | 'device'>({
  id: 'hmcl-microsoft-login',
  skin: 'hmcl',
  width: W,
  height: 262,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的「${ctx.label(H, 'account.create.microsoft')}」对话框`
      : `HMCL's ${ctx.label(H, 'account.create.microsoft')} dialog`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `提示「${ctx.label(H, 'account.methods.microsoft.hint')}」下面是「${ctx.label(H, 'account.methods.microsoft.methods.device')}」「${ctx.label(H, 'account.methods.microsoft.profile')}」「${ctx.label(H, 'account.methods.microsoft.purchase')}」三个链接，右下角是「${ctx.label(H, 'account.login')}」和「${ctx.label(H, 'button.cancel')}」。`
      : `Under the hint "${ctx.label(H, 'account.methods.microsoft.hint')}" are three links, ${ctx.label(H, 'account.methods.microsoft.methods.device')}, ${ctx.label(H, 'account.methods.microsoft.profile')} and ${ctx.label(H, 'account.methods.microsoft.purchase')}; ${ctx.label(H, 'account.login')} and ${ctx.label(H, 'button.cancel')} are at the bottom right.`,
  targets: {
    login: (ctx) => press(ctx, ctx.label(H, 'account.login')),
    device: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(H, 'account.methods.microsoft.methods.device'),
            action: `想用手机扫码登录时，点击「${ctx.label(H, 'account.methods.microsoft.methods.device')}」`,
          }
        : {
            name: ctx.label(H, 'account.methods.microsoft.methods.device'),
            action: `to sign in by scanning a code with your phone, click ${ctx.label(H, 'account.methods.microsoft.methods.device')}`,
          },
  },
  draw: (ctx) => {
    const hint = wrap(ctx.label(H, 'account.methods.microsoft.hint'), 12, MS_W - 84);
    const links = msLinks(ctx);
    const device = links[0]!.box;
    return (
      <>
        <Dialog
          ctx={ctx}
          h={262}
          box={{x: MS_X, y: 30, w: MS_W, h: 222}}
          heading={ctx.label(H, 'account.create.microsoft')}
        />
        {/* HMCL's HintPane of type INFO: a tinted box with an "i" icon. */}
        <Rect box={{x: MS_X + 20, y: 76, w: MS_W - 40, h: 68}} fill={C.raised} stroke={C.border} radius={4} />
        <circle cx={MS_X + 40} cy={98} r={8} fill={C.accent} />
        <Txt x={MS_X + 40} y={98} size={11} bold color={C.onAccent} anchor="middle">
          {INFO_ICON}
        </Txt>
        <Txt x={MS_X + 56} y={98} size={12} bold>
          {ctx.label(H, 'message.info')}
        </Txt>
        {hint.slice(0, 2).map((line, i) => (
          <Txt key={i} x={MS_X + 56} y={118 + i * 16} size={12} max={MS_W - 84}>
            {line}
          </Txt>
        ))}
        {links.map(({key, box}) => (
          <Txt key={key} x={box.x} y={MS_LINK_Y} size={12} color={C.accent}>
            {ctx.label(H, key)}
          </Txt>
        ))}
        <Button box={MS_LOGIN} label={ctx.label(H, 'account.login')} size={13} variant="primary" />
        <Button
          box={{x: MS_LOGIN.x + MS_LOGIN.w + 8, y: MS_LOGIN.y, w: 76, h: 30}}
          label={ctx.label(H, 'button.cancel')}
          size={13}
          variant="flat"
        />
        {ctx.mark('device', {...device, x: device.x - 2, w: device.w + 4}, 'above')}
        {ctx.mark('login', MS_LOGIN, 'bottom-left')}
      </>
    );
  },
});

const MAIN_H = 320;
const MAIN_ACCOUNT: Box = {x: 8, y: 66, w: SIDE_W - 16, h: 36};
const MAIN_DOWNLOAD: Box = {x: 8, y: 200, w: SIDE_W - 16, h: 30};
/** HMCL's launch pane (root.css .launch-pane: 230 × 57, the launch button 200 wide). */
const LAUNCH: Box = {x: W - 20 - 230, y: MAIN_H - 20 - 57, w: 200, h: 55};

export const hmclMain = definePicture<'account' | 'download' | 'launch'>({
  id: 'hmcl-main',
  skin: 'hmcl',
  width: W,
  height: MAIN_H,
  sets: [H],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `HMCL 的主界面（${ctx.label(H, 'main_page')}）`
      : `HMCL's main window (${ctx.label(H, 'main_page')})`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧顶部「${ctx.label(H, 'account')}」下是账户（还没有账户时显示「${ctx.label(H, 'account.missing')}」），「${ctx.label(H, 'version')}」下是当前的 ${community.gameVersion}、「${ctx.label(H, 'version.manage')}」和「${ctx.label(H, 'download')}」；右下角是「${ctx.label(H, 'version.launch')}」按钮，下方小字是当前版本。`
      : `At the top left under ${ctx.label(H, 'account')} is the account (${ctx.label(H, 'account.missing')} while there is none); under ${ctx.label(H, 'version')} are the current ${community.gameVersion}, ${ctx.label(H, 'version.manage')} and ${ctx.label(H, 'download')}. The ${ctx.label(H, 'version.launch')} button is at the bottom right, with the current version under its label.`,
  targets: {
    account: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(H, 'account.missing'),
            action: `点击左侧顶部的账户（「${ctx.label(H, 'account.missing')}」）`,
          }
        : {
            name: ctx.label(H, 'account.missing'),
            action: `click the account at the top left (${ctx.label(H, 'account.missing')})`,
          },
    download: (ctx) => press(ctx, ctx.label(H, 'download')),
    launch: (ctx) => press(ctx, ctx.label(H, 'version.launch')),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: MAIN_H}} fill={C.bg} />
      <Rect box={{x: 0, y: 0, w: W, h: TITLE_H}} fill={C.accent} />
      <Txt x={16} y={18} size={14} bold color={C.onAccent}>
        {PROGRAM}
      </Txt>
      <Rect box={{x: 0, y: TITLE_H, w: SIDE_W, h: MAIN_H - TITLE_H}} fill={C.surface} />
      <Category y={54}>{ctx.label(H, 'account')}</Category>
      <SideItem
        y={84}
        title={ctx.label(H, 'account.missing')}
        subtitle={ctx.label(H, 'account.missing.add')}
      />
      <Category y={122}>{ctx.label(H, 'version')}</Category>
      <SideItem y={150} title={ctx.label(H, 'version.manage.manage')} subtitle={community.gameVersion} />
      <SideItem y={184} title={ctx.label(H, 'version.manage')} />
      <SideItem y={215} title={ctx.label(H, 'download')} />
      <Category y={246}>{ctx.label(H, 'settings.launcher.general')}</Category>
      <SideItem y={272} title={ctx.label(H, 'settings')} />
      <SideItem y={302} title={ctx.label(H, 'terracotta')} />
      {/* The launch pane: the launch button with the current version, and the instance menu. */}
      <Rect box={LAUNCH} fill={C.raised} stroke={C.accent} radius={4} />
      <Txt x={LAUNCH.x + LAUNCH.w / 2} y={LAUNCH.y + 20} size={16} bold anchor="middle" max={LAUNCH.w - 16}>
        {ctx.label(H, 'version.launch')}
      </Txt>
      <Txt x={LAUNCH.x + LAUNCH.w / 2} y={LAUNCH.y + 40} size={12} color={C.muted} anchor="middle">
        {community.gameVersion}
      </Txt>
      <Rect
        box={{x: LAUNCH.x + LAUNCH.w + 3, y: LAUNCH.y, w: 27, h: LAUNCH.h}}
        fill={C.raised}
        stroke={C.accent}
        radius={4}
      />
      <path
        d={`M${LAUNCH.x + LAUNCH.w + 11} ${LAUNCH.y + 24} l5 6 l5 -6`}
        fill="none"
        stroke={C.text}
        strokeWidth={2}
      />
      {ctx.mark('account', MAIN_ACCOUNT, 'right')}
      {ctx.mark('download', MAIN_DOWNLOAD, 'right')}
      {ctx.mark('launch', LAUNCH, 'top-left')}
    </>
  ),
});
