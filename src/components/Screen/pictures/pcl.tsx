/**
 * PCL 2.13: the launch page, a version's server settings (third-party login), downloading the
 * game, and memory. PCL's interface is Chinese only, so its labels stay Chinese on English pages;
 * the English text alternative and caption add each label's meaning.
 */
import community from '@site/config/community';
import {definePicture, type DrawContext, type Target} from '../picture';
import {Bar, Button, Field, Radio, Rect, Slider, Txt, type Box} from '../parts';
import {C} from '../palette';
import {skinApiUrl} from './values';

const P = 'pcl' as const;
const W = 480;
const TOP = 40;

/** The window's blue title bar with PCL's five pages; `page` is the open one. */
function TopBar({ctx, page}: {ctx: DrawContext; page: number}) {
  const keys = ['FormMain.launch', 'FormMain.download', 'FormMain.link', 'FormMain.setup', 'FormMain.more'];
  return (
    <g>
      <Rect box={{x: 0, y: 0, w: W, h: TOP}} fill={C.accent} />
      <Txt x={12} y={20} size={12} bold color={C.onAccent} max={100}>
        {ctx.label(P, 'FormMain.title')}
      </Txt>
      {keys.map((key, i) => {
        const box = {x: 120 + i * 64, y: 8, w: 56, h: 24};
        return i === page ? (
          <Button key={key} box={box} label={ctx.label(P, key)} size={13} variant="flat" radius={12} bold />
        ) : (
          <Txt key={key} x={box.x + box.w / 2} y={20} size={13} color={C.onAccent} anchor="middle">
            {ctx.label(P, key)}
          </Txt>
        );
      })}
    </g>
  );
}

/** Alt text and caption of a PCL element: its Chinese label, with its meaning on English pages. */
function pclTarget(ctx: DrawContext, key: string, verb: 'click' | 'choose'): Target {
  const label = ctx.label(P, key);
  if (ctx.locale === 'zh')
    return {name: label, action: verb === 'click' ? `点击「${label}」` : `选择「${label}」`};
  const named = ctx.named(P, key);
  return {name: named, action: `${verb} ${named}`};
}

const SIDE = 190;
const MICROSOFT: Box = {x: 24, y: 162, w: 68, h: 26};
const OFFLINE: Box = {x: 98, y: 162, w: 68, h: 26};
const LAUNCH: Box = {x: 20, y: 200, w: 150, h: 44};
const VERSION_SELECT: Box = {x: 20, y: 254, w: 72, h: 28};
const VERSION_SETTINGS: Box = {x: 98, y: 254, w: 72, h: 28};

/** A blocky player figure standing on the launch page. */
function Figure({x, y}: {x: number; y: number}) {
  return (
    <g>
      <rect x={x - 10} y={y} width={20} height={20} fill="#c8966c" />
      <rect x={x - 10} y={y} width={20} height={7} fill="#4a3222" />
      <rect x={x - 10} y={y + 20} width={20} height={30} fill="#2e9ca8" />
      <rect x={x - 18} y={y + 20} width={8} height={28} fill="#c8966c" />
      <rect x={x + 10} y={y + 20} width={8} height={28} fill="#c8966c" />
      <rect x={x - 10} y={y + 50} width={20} height={26} fill="#3f3e8f" />
    </g>
  );
}

export const pclLaunch = definePicture<
  'microsoft' | 'offline' | 'launch' | 'versionSelect' | 'versionSettings'
>({
  id: 'pcl-launch',
  skin: 'pcl',
  width: W,
  height: 296,
  sets: [P],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `PCL 的「${ctx.label(P, 'FormMain.launch')}」页`
      : `PCL's ${ctx.named(P, 'FormMain.launch')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧是登录方式「${ctx.label(P, 'PageLaunchLeft.microsoft')}」和「${ctx.label(P, 'PageLaunchLeft.offline')}」、大的「${ctx.label(P, 'PageLaunchLeft.launch')}」按钮，以及下方的「${ctx.label(P, 'PageLaunchLeft.versionSelect')}」和「${ctx.label(P, 'PageLaunchLeft.versionSettings')}」。`
      : `On the left are the login types ${ctx.named(P, 'PageLaunchLeft.microsoft')} and ${ctx.named(P, 'PageLaunchLeft.offline')}, the big ${ctx.named(P, 'PageLaunchLeft.launch')} button, and below it ${ctx.named(P, 'PageLaunchLeft.versionSelect')} and ${ctx.named(P, 'PageLaunchLeft.versionSettings')}. PCL shows its labels in Chinese only.`,
  targets: {
    microsoft: (ctx) => pclTarget(ctx, 'PageLaunchLeft.microsoft', 'choose'),
    offline: (ctx) => pclTarget(ctx, 'PageLaunchLeft.offline', 'choose'),
    launch: (ctx) => pclTarget(ctx, 'PageLaunchLeft.launch', 'click'),
    versionSelect: (ctx) => pclTarget(ctx, 'PageLaunchLeft.versionSelect', 'click'),
    versionSettings: (ctx) => pclTarget(ctx, 'PageLaunchLeft.versionSettings', 'click'),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 296}} fill={C.bg} />
      <TopBar ctx={ctx} page={0} />
      <Rect box={{x: 0, y: TOP, w: SIDE, h: 296 - TOP}} fill={C.surface} />
      <Figure x={SIDE / 2} y={60} />
      {(
        [
          [MICROSOFT, 'PageLaunchLeft.microsoft', true],
          [OFFLINE, 'PageLaunchLeft.offline', false],
        ] as const
      ).map(([box, key, on]) => (
        <Button
          key={key}
          box={box}
          label={ctx.label(P, key)}
          size={13}
          radius={13}
          fill={on ? C.accent : C.raised}
          color={on ? C.onAccent : C.text}
          stroke={on ? C.accent : C.border}
        />
      ))}
      <Button
        box={LAUNCH}
        label={ctx.label(P, 'PageLaunchLeft.launch')}
        size={16}
        bold
        radius={6}
        variant="primary"
      />
      <Button
        box={VERSION_SELECT}
        label={ctx.label(P, 'PageLaunchLeft.versionSelect')}
        size={12}
        radius={4}
      />
      <Button
        box={VERSION_SETTINGS}
        label={ctx.label(P, 'PageLaunchLeft.versionSettings')}
        size={12}
        radius={4}
      />
      {/* The home page's cards, not spelled out. */}
      {[56, 150].map((y) => (
        <g key={y}>
          <Rect box={{x: SIDE + 16, y, w: W - SIDE - 32, h: 80}} fill={C.surface} radius={6} />
          <Bar x={SIDE + 30} y={y + 20} w={90} />
          <Bar x={SIDE + 30} y={y + 42} w={200} h={6} />
          <Bar x={SIDE + 30} y={y + 58} w={160} h={6} />
        </g>
      ))}
      {ctx.mark('microsoft', MICROSOFT)}
      {ctx.mark('offline', OFFLINE, 'top-right')}
      {ctx.mark('launch', LAUNCH, 'right')}
      {ctx.mark('versionSelect', VERSION_SELECT, 'bottom-left')}
      {ctx.mark('versionSettings', VERSION_SETTINGS, 'bottom-right')}
    </>
  ),
});

const ROW_X = 138;
const ROW_W = W - ROW_X - 34;
/** A labelled row of the server section: the label, and the field under it. */
const rowField = (i: number): Box => ({x: ROW_X, y: 96 + i * 46, w: ROW_W, h: 24});
const LOGIN_TYPE = rowField(0);
const AUTH_SERVER = rowField(1);

export const pclServer = definePicture<'settings' | 'loginType' | 'authServer'>({
  id: 'pcl-version-server',
  skin: 'pcl',
  width: W,
  height: 292,
  sets: [P],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `PCL「${ctx.label(P, 'PageLaunchLeft.versionSettings')}」中的「${ctx.label(P, 'PageInstanceSetup.server')}」一栏`
      : `The ${ctx.named(P, 'PageInstanceSetup.server')} section of PCL's ${ctx.named(P, 'PageLaunchLeft.versionSettings')}`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧选中的是「${ctx.label(P, 'PageInstanceLeft.setup')}」；右侧「${ctx.label(P, 'PageInstanceSetup.server')}」一栏里，「${ctx.label(P, 'PageInstanceSetup.loginType')}」选的是「${ctx.label(P, 'PageInstanceSetup.loginAuthlib')}」，「${ctx.label(P, 'PageInstanceSetup.authServer')}」填着 ${skinApiUrl()}，下面还有「${ctx.label(P, 'PageInstanceSetup.registerLink')}」和「${ctx.label(P, 'PageInstanceSetup.serverName')}」。`
      : `${ctx.named(P, 'PageInstanceLeft.setup')} is selected on the left. In the ${ctx.named(P, 'PageInstanceSetup.server')} section, ${ctx.named(P, 'PageInstanceSetup.loginType')} is set to ${ctx.named(P, 'PageInstanceSetup.loginAuthlib')}, and ${ctx.named(P, 'PageInstanceSetup.authServer')} holds ${skinApiUrl()}; ${ctx.named(P, 'PageInstanceSetup.registerLink')} and ${ctx.named(P, 'PageInstanceSetup.serverName')} follow. PCL shows its labels in Chinese only.`,
  targets: {
    settings: (ctx) => pclTarget(ctx, 'PageInstanceLeft.setup', 'choose'),
    loginType: (ctx) => {
      const option =
        ctx.locale === 'zh'
          ? ctx.label(P, 'PageInstanceSetup.loginAuthlib')
          : ctx.named(P, 'PageInstanceSetup.loginAuthlib');
      const field =
        ctx.locale === 'zh'
          ? ctx.label(P, 'PageInstanceSetup.loginType')
          : ctx.named(P, 'PageInstanceSetup.loginType');
      return ctx.locale === 'zh'
        ? {name: field, action: `把「${field}」改为「${option}」`}
        : {name: field, action: `set ${field} to ${option}`};
    },
    authServer: (ctx) => {
      const field =
        ctx.locale === 'zh'
          ? ctx.label(P, 'PageInstanceSetup.authServer')
          : ctx.named(P, 'PageInstanceSetup.authServer');
      return ctx.locale === 'zh'
        ? {name: field, action: `在「${field}」中填入皮肤站完整的 API 地址`}
        : {name: field, action: `enter the skin site's full API address in ${field}`};
    },
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 292}} fill={C.bg} />
      <Rect box={{x: 0, y: 0, w: W, h: TOP}} fill={C.accent} />
      <path d="M18 20 l8 -7 M18 20 l8 7" stroke={C.onAccent} strokeWidth={2.2} fill="none" />
      <Txt x={40} y={20} size={14} bold color={C.onAccent}>
        {ctx.label(P, 'PageLaunchLeft.versionSettings')}
      </Txt>
      <Rect box={{x: 0, y: TOP, w: 110, h: 292 - TOP}} fill={C.surface} />
      <Txt x={24} y={64} size={13}>
        {ctx.label(P, 'PageInstanceLeft.overview')}
      </Txt>
      <Button
        box={{x: 8, y: 80, w: 94, h: 28}}
        label={ctx.label(P, 'PageInstanceLeft.setup')}
        size={13}
        radius={14}
        fill={C.raised}
        stroke={C.raised}
        align="start"
        bold
      />
      <Rect box={{x: 122, y: 52, w: W - 138, h: 230}} fill={C.surface} radius={6} />
      <Txt x={138} y={72} size={14} bold>
        {ctx.label(P, 'PageInstanceSetup.server')}
      </Txt>
      {(
        [
          'PageInstanceSetup.loginType',
          'PageInstanceSetup.authServer',
          'PageInstanceSetup.registerLink',
          'PageInstanceSetup.serverName',
        ] as const
      ).map((key, i) => (
        <Txt key={key} x={ROW_X} y={rowField(i).y - 10} size={12} color={C.muted} max={ROW_W}>
          {ctx.label(P, key)}
        </Txt>
      ))}
      <Field box={LOGIN_TYPE} value={ctx.label(P, 'PageInstanceSetup.loginAuthlib')} size={12} radius={4} />
      <path
        d={`M${LOGIN_TYPE.x + LOGIN_TYPE.w - 18} ${LOGIN_TYPE.y + 9} l5 6 l5 -6`}
        stroke={C.muted}
        strokeWidth={1.6}
        fill="none"
      />
      <Field box={AUTH_SERVER} value={skinApiUrl()} size={12} radius={4} />
      <Field box={rowField(2)} value="" radius={4} />
      <Field box={rowField(3)} value="" radius={4} />
      {ctx.mark('settings', {x: 8, y: 80, w: 94, h: 28})}
      {ctx.mark('loginType', LOGIN_TYPE, 'right')}
      {ctx.mark('authServer', AUTH_SERVER, 'right')}
    </>
  ),
});

/** The download and setup pages' left list; `selected` is the open entry. */
function SideList({
  ctx,
  items,
  selected,
}: {
  ctx: DrawContext;
  items: (string | {header: string})[];
  selected: string;
}) {
  // Each entry's y: headers take 26, entries 34.
  const ys = items.reduce<number[]>(
    (acc, item, i) => [
      ...acc,
      i === 0 ? TOP + 22 : acc[i - 1]! + (typeof items[i - 1] === 'string' ? 34 : 26),
    ],
    [],
  );
  return (
    <g>
      <Rect box={{x: 0, y: TOP, w: 130, h: 400}} fill={C.surface} />
      {items.map((item, i) => {
        const at = ys[i]!;
        if (typeof item !== 'string') {
          return (
            <Txt key={item.header} x={14} y={at + 4} size={11} color={C.muted}>
              {ctx.label(P, item.header)}
            </Txt>
          );
        }
        return item === selected ? (
          <Button
            key={item}
            box={{x: 8, y: at - 13, w: 114, h: 28}}
            label={ctx.label(P, item)}
            size={13}
            radius={14}
            fill={C.raised}
            stroke={C.raised}
            align="start"
            bold
          />
        ) : (
          <Txt key={item} x={22} y={at + 1} size={13}>
            {ctx.label(P, item)}
          </Txt>
        );
      })}
    </g>
  );
}

const VANILLA: Box = {x: 8, y: TOP + 9, w: 114, h: 28};
const OUR_VERSION: Box = {x: 158, y: 178, w: 296, h: 34};

export const pclDownload = definePicture<'vanilla' | 'version'>({
  id: 'pcl-download-game',
  skin: 'pcl',
  width: W,
  height: 280,
  sets: [P],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `PCL 的「${ctx.label(P, 'FormMain.download')}」页`
      : `PCL's ${ctx.named(P, 'FormMain.download')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧选中的是「${ctx.label(P, 'PageDownloadLeft.vanilla')}」；右侧「${ctx.label(P, 'PageDownloadInstall.latest')}」卡片下面是「${ctx.label(P, 'PageDownloadInstall.release')}」列表，其中一行是服务器使用的 ${community.gameVersion}。`
      : `${ctx.named(P, 'PageDownloadLeft.vanilla')} is selected on the left; on the right, below the ${ctx.named(P, 'PageDownloadInstall.latest')} card, the ${ctx.named(P, 'PageDownloadInstall.release')} list has a row for the server's ${community.gameVersion}. PCL shows its labels in Chinese only.`,
  targets: {
    vanilla: (ctx) => pclTarget(ctx, 'PageDownloadLeft.vanilla', 'choose'),
    version: (ctx) =>
      ctx.locale === 'zh'
        ? {name: community.gameVersion, action: `点击 ${community.gameVersion}`}
        : {name: community.gameVersion, action: `click ${community.gameVersion}`},
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 280}} fill={C.bg} />
      <TopBar ctx={ctx} page={1} />
      <SideList
        ctx={ctx}
        selected="PageDownloadLeft.vanilla"
        items={[
          'PageDownloadLeft.vanilla',
          {header: 'PageDownloadLeft.community'},
          'PageDownloadLeft.mod',
          'PageDownloadLeft.modpack',
        ]}
      />
      <Rect box={{x: 144, y: 52, w: W - 160, h: 66}} fill={C.surface} radius={6} />
      <Txt x={158} y={70} size={13} bold>
        {ctx.label(P, 'PageDownloadInstall.latest')}
      </Txt>
      <Bar x={158} y={96} w={70} />
      <Bar x={238} y={96} w={150} h={6} />
      <Rect box={{x: 144, y: 128, w: W - 160, h: 144}} fill={C.surface} radius={6} />
      <Txt x={158} y={146} size={13} bold>
        {ctx.label(P, 'PageDownloadInstall.release')}
      </Txt>
      <Bar x={158} y={166} w={60} />
      <rect x={166} y={185} width={20} height={20} fill="#5d9b2f" />
      <Txt x={196} y={195} size={13} bold>
        {community.gameVersion}
      </Txt>
      <Bar x={158} y={228} w={60} />
      <Bar x={158} y={254} w={60} />
      {ctx.mark('vanilla', VANILLA, 'right')}
      {ctx.mark('version', OUR_VERSION, 'right')}
    </>
  ),
});

const NAME_FIELD: Box = {x: 150, y: 58, w: 300, h: 28};
const START: Box = {x: W - 150, y: 230, w: 132, h: 34};

export const pclInstall = definePicture<'name' | 'start'>({
  id: 'pcl-install-game',
  skin: 'pcl',
  width: W,
  height: 280,
  sets: [P],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `PCL 安装 ${community.gameVersion} 的页面`
      : `PCL's page for installing ${community.gameVersion}`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `顶部的名称框填着 ${community.gameVersion}；下面依次列出 Forge、NeoForge、Fabric、OptiFine 等可以一起安装的组件，都没有选；右下角是「${ctx.label(P, 'PageDownloadInstall.start')}」按钮。`
      : `The name box at the top holds ${community.gameVersion}; below it, Forge, NeoForge, Fabric, OptiFine and other add-ons are listed, none of them chosen; ${ctx.named(P, 'PageDownloadInstall.start')} is at the bottom right. PCL shows its labels in Chinese only.`,
  targets: {
    name: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '版本名称', action: '需要时修改这个游戏版本的名称'}
        : {name: 'version name', action: "change the version's name if you like"},
    start: (ctx) => pclTarget(ctx, 'PageDownloadInstall.start', 'click'),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 280}} fill={C.bg} />
      <TopBar ctx={ctx} page={1} />
      <Rect box={{x: 16, y: 50, w: W - 32, h: 44}} fill={C.surface} radius={6} />
      <rect x={28} y={58} width={28} height={28} fill="#5d9b2f" />
      <Field box={NAME_FIELD} value={community.gameVersion} size={14} fill={C.surface} underline />
      {(
        [
          'PageDownloadInstall.forge',
          'PageDownloadInstall.neoforge',
          'PageDownloadInstall.fabric',
          'PageDownloadInstall.optifine',
        ] as const
      ).map((key, i) => (
        <g key={key}>
          <Rect box={{x: 16, y: 104 + i * 30, w: W - 32, h: 26}} fill={C.surface} radius={6} />
          <rect x={26} y={110 + i * 30} width={14} height={14} rx={3} fill={C.line} />
          <Txt x={50} y={117 + i * 30} size={13}>
            {ctx.label(P, key)}
          </Txt>
          <path d={`M${W - 40} ${113 + i * 30} l5 5 l-5 5`} stroke={C.muted} strokeWidth={1.6} fill="none" />
        </g>
      ))}
      <Button
        box={START}
        label={ctx.label(P, 'PageDownloadInstall.start')}
        size={14}
        bold
        radius={17}
        variant="primary"
      />
      {ctx.mark('name', NAME_FIELD, 'right')}
      {ctx.mark('start', START, 'left')}
    </>
  ),
});

/** Example amounts on the memory card (the picture's computer, not a recommendation). */
const EXAMPLE_ALLOCATION = '4096 MB';
const EXAMPLE_USED = '8.0 GB / 16.0 GB';
const EXAMPLE_GIVEN = '4.0 GB';

const AUTO: Box = {x: 150, y: 92, w: 110, h: 28};
const CUSTOM: Box = {x: 270, y: 92, w: 100, h: 28};

export const pclMemory = definePicture<'auto' | 'custom'>({
  id: 'pcl-memory',
  skin: 'pcl',
  width: W,
  height: 250,
  sets: [P],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `PCL「${ctx.label(P, 'FormMain.setup')}」中的「${ctx.label(P, 'PageSetupLaunch.memory')}」`
      : `${ctx.named(P, 'PageSetupLaunch.memory')} in PCL's ${ctx.named(P, 'FormMain.setup')}`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧选中的是「${ctx.label(P, 'PageSetupLeft.launch')}」；「${ctx.label(P, 'PageSetupLaunch.memory')}」卡片里有「${ctx.label(P, 'PageSetupLaunch.auto')}」（选中）和「${ctx.label(P, 'PageSetupLaunch.custom')}」两个选项、一个滑块，以及「${ctx.label(P, 'PageSetupLaunch.used')}」和「${ctx.label(P, 'PageSetupLaunch.allocated')}」的用量条（图中数字只是示例）。`
      : `${ctx.named(P, 'PageSetupLeft.launch')} is selected on the left. The ${ctx.named(P, 'PageSetupLaunch.memory')} card has the options ${ctx.named(P, 'PageSetupLaunch.auto')} (selected) and ${ctx.named(P, 'PageSetupLaunch.custom')}, a slider, and a bar of ${ctx.named(P, 'PageSetupLaunch.used')} and ${ctx.named(P, 'PageSetupLaunch.allocated')} (the numbers are only an example). PCL shows its labels in Chinese only.`,
  targets: {
    auto: (ctx) => {
      const t = pclTarget(ctx, 'PageSetupLaunch.auto', 'choose');
      return ctx.locale === 'zh'
        ? {...t, action: `保持「${t.name}」（默认）`}
        : {...t, action: `keep ${t.name} (the default)`};
    },
    custom: (ctx) => {
      const t = pclTarget(ctx, 'PageSetupLaunch.custom', 'choose');
      return ctx.locale === 'zh'
        ? {...t, action: `或者选择「${t.name}」，拖动滑块设一个固定值`}
        : {...t, action: `or choose ${t.name} and drag the slider to a fixed amount`};
    },
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 250}} fill={C.bg} />
      <TopBar ctx={ctx} page={3} />
      <SideList
        ctx={ctx}
        selected="PageSetupLeft.launch"
        items={['PageSetupLeft.launch', 'PageSetupLeft.link', 'PageSetupLeft.ui', 'PageSetupLeft.system']}
      />
      <Rect box={{x: 144, y: 52, w: W - 160, h: 188}} fill={C.surface} radius={6} />
      <Txt x={158} y={72} size={14} bold>
        {ctx.label(P, 'PageSetupLaunch.memory')}
      </Txt>
      <Radio x={164} y={106} on />
      <Txt x={178} y={106} size={13}>
        {ctx.label(P, 'PageSetupLaunch.auto')}
      </Txt>
      <Radio x={284} y={106} on={false} />
      <Txt x={298} y={106} size={13}>
        {ctx.label(P, 'PageSetupLaunch.custom')}
      </Txt>
      <Slider x={160} y={142} w={220} at={0.3} />
      <Txt x={392} y={142} size={12} color={C.muted}>
        {EXAMPLE_ALLOCATION}
      </Txt>
      <rect x={160} y={166} width={290} height={8} rx={4} fill={C.line} />
      <rect x={160} y={166} width={150} height={8} rx={4} fill={C.muted} />
      <rect x={310} y={166} width={70} height={8} fill={C.accent} />
      <Txt x={160} y={190} size={11} color={C.muted}>
        {`${ctx.label(P, 'PageSetupLaunch.used')} ${EXAMPLE_USED}`}
      </Txt>
      <Txt x={450} y={190} size={11} color={C.muted} anchor="end">
        {`${ctx.label(P, 'PageSetupLaunch.allocated')} ${EXAMPLE_GIVEN}`}
      </Txt>
      <Txt x={160} y={220} size={12} max={290}>
        {ctx.label(P, 'PageSetupLaunch.optimize')}
      </Txt>
      {ctx.mark('auto', AUTO)}
      {ctx.mark('custom', CUSTOM, 'top-right')}
    </>
  ),
});
