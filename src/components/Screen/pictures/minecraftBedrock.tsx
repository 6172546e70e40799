/** Minecraft: Bedrock Edition's Servers tab and its Add External Server form. */
import community from '@site/config/community';
import {choose, definePicture, fillIn, press} from '../picture';
import {Bar, Button, Field, Rect, Txt, type Box} from '../parts';
import {C} from '../palette';

const B = 'minecraft-bedrock' as const;
const W = 480;

const TABS = [
  'selectWorld.tab.worlds',
  'selectWorld.tab.realms',
  'selectWorld.tab.friends',
  'selectWorld.tab.thirdParty',
] as const;
const TAB_W = 108;
const tabBox = (i: number): Box => ({x: 24 + i * (TAB_W + 4), y: 44, w: TAB_W, h: 30});
const SERVERS_TAB = tabBox(3);
const ADD: Box = {x: 24, y: 232, w: 200, h: 32};
const OURS: Box = {x: 24, y: 270, w: 432, h: 34};

export const bedrockServers = definePicture<'tab' | 'add' | 'server'>({
  id: 'bedrock-servers',
  skin: 'bedrock',
  width: W,
  height: 318,
  sets: [B],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `Minecraft 基岩版「${ctx.label(B, 'menu.play')}」界面的「${ctx.label(B, 'selectWorld.tab.thirdParty')}」标签页`
      : `The ${ctx.label(B, 'selectWorld.tab.thirdParty')} tab of Minecraft: Bedrock Edition's ${ctx.label(B, 'menu.play')} screen`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `顶部一排标签页中选中的是「${ctx.label(B, 'selectWorld.tab.thirdParty')}」；列表上方是游戏推荐的服务器，往下滚动到「${ctx.label(B, 'thirdPartyWorld.Additional')}」一栏，有「${ctx.label(B, 'networkWorld.add_server')}」按钮，按钮下方是已经添加的「${community.serverName.zh}」。`
      : `The ${ctx.label(B, 'selectWorld.tab.thirdParty')} tab is selected in the row of tabs at the top; the game's featured servers come first, and further down, under ${ctx.label(B, 'thirdPartyWorld.Additional')}, are the ${ctx.label(B, 'networkWorld.add_server')} button and the added server "${community.serverName.en}".`,
  targets: {
    tab: (ctx) => choose(ctx, ctx.label(B, 'selectWorld.tab.thirdParty')),
    add: (ctx) => press(ctx, ctx.label(B, 'networkWorld.add_server')),
    server: (ctx) =>
      ctx.locale === 'zh'
        ? {name: community.serverName.zh, action: `点击列表中的「${community.serverName.zh}」连接`}
        : {
            name: community.serverName.en,
            action: `click "${community.serverName.en}" in the list to connect`,
          },
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 318}} fill={C.bg} />
      <Rect box={{x: 0, y: 0, w: W, h: 34}} fill={C.surface} />
      <path d="M20 17 l8 -7 M20 17 l8 7" stroke={C.text} strokeWidth={2.5} fill="none" />
      <Txt x={W / 2} y={17} anchor="middle" size={15} bold>
        {ctx.label(B, 'menu.play')}
      </Txt>
      {TABS.map((key, i) => (
        <Button
          key={key}
          box={tabBox(i)}
          label={ctx.label(B, key)}
          size={13}
          radius={2}
          fill={i === 3 ? C.accent : C.raised}
          color={i === 3 ? C.onAccent : C.text}
          bold={i === 3}
        />
      ))}
      {/* Featured servers: the picture does not name them. */}
      {[0, 1].map((i) => (
        <g key={i}>
          <Rect box={{x: 24, y: 88 + i * 52, w: 432, h: 44}} fill={C.surface} stroke={C.border} radius={2} />
          <rect x={32} y={96 + i * 52} width={28} height={28} fill={C.line} />
          <Bar x={70} y={104 + i * 52} w={150} />
          <Bar x={70} y={118 + i * 52} w={240} h={6} />
        </g>
      ))}
      <Txt x={24} y={210} size={13} bold color={C.muted}>
        {ctx.label(B, 'thirdPartyWorld.Additional')}
      </Txt>
      <Button box={ADD} label={ctx.label(B, 'networkWorld.add_server')} size={13} radius={2} />
      <Rect box={OURS} fill={C.surface} stroke={C.border} radius={2} />
      <rect x={32} y={277} width={20} height={20} fill="#5d9b2f" />
      <Txt x={62} y={287} size={13} bold max={380}>
        {community.serverName[ctx.locale]}
      </Txt>
      {ctx.mark('tab', SERVERS_TAB)}
      {ctx.mark('add', ADD, 'right')}
      {ctx.mark('server', OURS, 'right')}
    </>
  ),
});

const FORM_X = 60;
const FORM_W = 360;
const fieldBox = (y: number): Box => ({x: FORM_X, y, w: FORM_W, h: 30});
const NAME = fieldBox(78);
const ADDRESS = fieldBox(136);
const PORT: Box = {x: FORM_X, y: 194, w: 120, h: 30};
const PLAY: Box = {x: FORM_X, y: 246, w: 172, h: 32};
const SAVE: Box = {x: FORM_X + 188, y: 246, w: 172, h: 32};

export const bedrockAddServer = definePicture<'name' | 'address' | 'port' | 'save'>({
  id: 'bedrock-add-server',
  skin: 'bedrock',
  width: W,
  height: 296,
  sets: [B],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `Minecraft 基岩版的「${ctx.label(B, 'addExternalServerScreen.addTitle')}」表单`
      : `Minecraft: Bedrock Edition's ${ctx.label(B, 'addExternalServerScreen.addTitle')} form`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `表单中有三个输入框：「${ctx.label(B, 'addExternalServerScreen.nameTextBoxLabel')}」填着「${community.serverName.zh}」，「${ctx.label(B, 'addExternalServerScreen.ipTextBoxLabel')}」只填地址 ${community.bedrock.host}，单独的「${ctx.label(B, 'addExternalServerScreen.portTextBoxLabel')}」框填着 ${community.bedrock.port}；下方是「${ctx.label(B, 'addExternalServerScreen.playButtonLabel')}」和「${ctx.label(B, 'addExternalServerScreen.saveButtonLabel')}」按钮。`
      : `The form has three boxes: ${ctx.label(B, 'addExternalServerScreen.nameTextBoxLabel')} holds "${community.serverName.en}", ${ctx.label(B, 'addExternalServerScreen.ipTextBoxLabel')} holds only the address ${community.bedrock.host}, and the separate ${ctx.label(B, 'addExternalServerScreen.portTextBoxLabel')} box holds ${community.bedrock.port}; the ${ctx.label(B, 'addExternalServerScreen.playButtonLabel')} and ${ctx.label(B, 'addExternalServerScreen.saveButtonLabel')} buttons are below.`,
  targets: {
    name: (ctx) =>
      fillIn(ctx, ctx.label(B, 'addExternalServerScreen.nameTextBoxLabel'), community.serverName[ctx.locale]),
    address: (ctx) =>
      fillIn(ctx, ctx.label(B, 'addExternalServerScreen.ipTextBoxLabel'), community.bedrock.host),
    port: (ctx) =>
      fillIn(ctx, ctx.label(B, 'addExternalServerScreen.portTextBoxLabel'), String(community.bedrock.port)),
    save: (ctx) => press(ctx, ctx.label(B, 'addExternalServerScreen.saveButtonLabel')),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 296}} fill={C.bg} />
      <Rect box={{x: 0, y: 0, w: W, h: 34}} fill={C.surface} />
      <Txt x={W / 2} y={17} anchor="middle" size={15} bold max={W - 80}>
        {ctx.label(B, 'addExternalServerScreen.addTitle')}
      </Txt>
      <Rect box={{x: FORM_X - 16, y: 44, w: FORM_W + 32, h: 244}} fill={C.surface} radius={3} />
      {(
        [
          ['addExternalServerScreen.nameTextBoxLabel', NAME, community.serverName[ctx.locale]],
          ['addExternalServerScreen.ipTextBoxLabel', ADDRESS, community.bedrock.host],
          ['addExternalServerScreen.portTextBoxLabel', PORT, String(community.bedrock.port)],
        ] as const
      ).map(([key, box, value]) => (
        <g key={key}>
          <Txt x={box.x} y={box.y - 11} size={12} bold color={C.muted}>
            {ctx.label(B, key)}
          </Txt>
          <Field box={box} value={value} size={14} radius={2} />
        </g>
      ))}
      <Button
        box={PLAY}
        label={ctx.label(B, 'addExternalServerScreen.playButtonLabel')}
        size={14}
        radius={2}
      />
      <Button
        box={SAVE}
        label={ctx.label(B, 'addExternalServerScreen.saveButtonLabel')}
        size={14}
        radius={2}
        variant="primary"
      />
      {ctx.mark('name', NAME, 'left')}
      {ctx.mark('address', ADDRESS, 'left')}
      {ctx.mark('port', PORT, 'right')}
      {ctx.mark('save', SAVE, 'right')}
    </>
  ),
});
