/** Minecraft: Java Edition's multiplayer screen and its Edit Server Info screen. */
import community from '@site/config/community';
import {definePicture, fillIn, press} from '../picture';
import {Bar, Button, Field, Rect, Txt, type Box} from '../parts';
import {C} from '../palette';

const J = 'minecraft-java' as const;

/** The address as the game wants it: the port only when it is not the default 25565. */
export function javaAddress(): string {
  const {host, port} = community.java;
  return port === 25565 ? host : `${host}:${port}`;
}

/** A server's icon: a block with a grass top. */
function BlockIcon({x, y, size}: {x: number; y: number; size: number}) {
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} fill="#866043" />
      <rect x={x} y={y} width={size} height={size * 0.3} fill="#5d9b2f" />
      <rect x={x + size * 0.2} y={y + size * 0.3} width={size * 0.15} height={size * 0.15} fill="#5d9b2f" />
      <rect x={x + size * 0.6} y={y + size * 0.55} width={size * 0.15} height={size * 0.15} fill="#6b4a30" />
    </g>
  );
}

/** Connection strength: five bars, all lit. */
function Signal({x, y}: {x: number; y: number}) {
  return (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={x + i * 3.2} y={y - 2 - i * 2} width={2.2} height={3 + i * 2} fill="#3fbf3f" />
      ))}
    </g>
  );
}

type MultiplayerTarget = 'server' | 'join' | 'direct' | 'add' | 'edit' | 'refresh';

const W = 480;
const ROW1 = 236;
const ROW2 = 268;
const BTN = {w: 150, h: 26, gap: 6};
const col = (i: number): number => (W - 3 * BTN.w - 2 * BTN.gap) / 2 + i * (BTN.w + BTN.gap);
const buttonBox = (row: number, i: number): Box => ({x: col(i), y: row, w: BTN.w, h: BTN.h});
const SERVER: Box = {x: 60, y: 44, w: 360, h: 44};

export const javaMultiplayer = definePicture<MultiplayerTarget>({
  id: 'java-multiplayer',
  skin: 'minecraft',
  width: W,
  height: 304,
  sets: [J],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `Minecraft Java 版的「${ctx.label(J, 'multiplayer.title')}」界面`
      : `Minecraft: Java Edition's ${ctx.label(J, 'multiplayer.title')} screen`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `上方是服务器列表，列表中已有一个名为「${community.serverName.zh}」的服务器；下方两排按钮依次是「${ctx.label(J, 'selectServer.select')}」「${ctx.label(J, 'selectServer.direct')}」「${ctx.label(J, 'selectServer.add')}」和「${ctx.label(J, 'selectServer.edit')}」「${ctx.label(J, 'selectServer.delete')}」「${ctx.label(J, 'selectServer.refresh')}」。`
      : `The server list at the top already holds a server named "${community.serverName.en}"; the two rows of buttons below are ${ctx.label(J, 'selectServer.select')}, ${ctx.label(J, 'selectServer.direct')} and ${ctx.label(J, 'selectServer.add')}, then ${ctx.label(J, 'selectServer.edit')}, ${ctx.label(J, 'selectServer.delete')} and ${ctx.label(J, 'selectServer.refresh')}.`,
  targets: {
    server: (ctx) => ({
      name: ctx.text({zh: '服务器列表中的服务器', en: 'the server in the list'}),
      action: ctx.text({zh: '在列表中选中这个服务器', en: 'select the server in the list'}),
    }),
    join: (ctx) => press(ctx, ctx.label(J, 'selectServer.select')),
    direct: (ctx) => press(ctx, ctx.label(J, 'selectServer.direct')),
    add: (ctx) => press(ctx, ctx.label(J, 'selectServer.add')),
    edit: (ctx) => press(ctx, ctx.label(J, 'selectServer.edit')),
    refresh: (ctx) => press(ctx, ctx.label(J, 'selectServer.refresh')),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 304}} fill={C.bg} />
      <Txt x={W / 2} y={18} anchor="middle" size={14} bold>
        {ctx.label(J, 'multiplayer.title')}
      </Txt>
      {/* The list */}
      <Rect box={{x: 0, y: 34, w: W, h: 186}} fill={C.surface} />
      <line x1={0} x2={W} y1={34} y2={34} stroke={C.border} />
      <line x1={0} x2={W} y1={220} y2={220} stroke={C.border} />
      <Rect box={SERVER} fill="none" stroke={C.muted} />
      <BlockIcon x={SERVER.x + 6} y={SERVER.y + 6} size={32} />
      <Txt x={SERVER.x + 46} y={SERVER.y + 13} size={13} bold max={220}>
        {community.serverName[ctx.locale]}
      </Txt>
      <Bar x={SERVER.x + 46} y={SERVER.y + 28} w={200} h={6} />
      <Bar x={SERVER.x + 46} y={SERVER.y + 37} w={140} h={6} />
      <Bar x={SERVER.x + SERVER.w - 60} y={SERVER.y + 12} w={30} h={6} />
      <Signal x={SERVER.x + SERVER.w - 22} y={SERVER.y + 14} />
      <Txt x={W / 2} y={112} anchor="middle" size={12} color={C.muted} max={W - 40}>
        {ctx.label(J, 'lanServer.scanning')}
      </Txt>
      {/* The buttons */}
      {(['selectServer.select', 'selectServer.direct', 'selectServer.add'] as const).map((key, i) => (
        <Button key={key} box={buttonBox(ROW1, i)} label={ctx.label(J, key)} size={13} radius={0} />
      ))}
      {(['selectServer.edit', 'selectServer.delete', 'selectServer.refresh'] as const).map((key, i) => (
        <Button key={key} box={buttonBox(ROW2, i)} label={ctx.label(J, key)} size={13} radius={0} />
      ))}
      {ctx.mark('server', SERVER, 'left')}
      {ctx.mark('join', buttonBox(ROW1, 0))}
      {ctx.mark('direct', buttonBox(ROW1, 1))}
      {ctx.mark('add', buttonBox(ROW1, 2), 'top-right')}
      {ctx.mark('edit', buttonBox(ROW2, 0), 'bottom-left')}
      {ctx.mark('refresh', buttonBox(ROW2, 2), 'bottom-right')}
    </>
  ),
});

type AddServerTarget = 'name' | 'address' | 'packs' | 'done';

const FIELD_W = 300;
const FX = (W - FIELD_W) / 2;
const NAME: Box = {x: FX, y: 66, w: FIELD_W, h: 26};
const ADDRESS: Box = {x: FX, y: 124, w: FIELD_W, h: 26};
const PACKS: Box = {x: FX, y: 166, w: FIELD_W, h: 26};
const DONE: Box = {x: FX, y: 226, w: FIELD_W, h: 26};

export const javaAddServer = definePicture<AddServerTarget>({
  id: 'java-add-server',
  skin: 'minecraft',
  width: W,
  height: 272,
  sets: [J],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `Minecraft Java 版的「${ctx.label(J, 'addServer.title')}」界面`
      : `Minecraft: Java Edition's ${ctx.label(J, 'addServer.title')} screen`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `「${ctx.label(J, 'addServer.enterName')}」中填着「${community.serverName.zh}」，「${ctx.label(J, 'addServer.enterIp')}」中填着 ${javaAddress()}，资源包选项为「${ctx.label(J, 'addServer.resourcePack.prompt')}」，最下方是「${ctx.label(J, 'addServer.add')}」按钮。`
      : `${ctx.label(J, 'addServer.enterName')} holds "${community.serverName.en}", ${ctx.label(J, 'addServer.enterIp')} holds ${javaAddress()}, the resource pack option reads ${ctx.label(J, 'addServer.resourcePack.prompt')}, and the ${ctx.label(J, 'addServer.add')} button is at the bottom.`,
  targets: {
    name: (ctx) => fillIn(ctx, ctx.label(J, 'addServer.enterName'), community.serverName[ctx.locale]),
    address: (ctx) => fillIn(ctx, ctx.label(J, 'addServer.enterIp'), javaAddress()),
    packs: (ctx) => {
      const label = ctx.label(J, 'addServer.resourcePack');
      const value = ctx.label(J, 'addServer.resourcePack.prompt');
      return ctx.locale === 'zh'
        ? {name: label, action: `「${label}」保持「${value}」`}
        : {name: label, action: `leave ${label} at ${value}`};
    },
    done: (ctx) => press(ctx, ctx.label(J, 'addServer.add')),
  },
  draw: (ctx) => {
    const packs = ctx
      .label(J, 'options.generic_value')
      .replace('%s', ctx.label(J, 'addServer.resourcePack'))
      .replace('%s', ctx.label(J, 'addServer.resourcePack.prompt'));
    return (
      <>
        <Rect box={{x: 0, y: 0, w: W, h: 272}} fill={C.bg} />
        <Txt x={W / 2} y={20} anchor="middle" size={14} bold>
          {ctx.label(J, 'addServer.title')}
        </Txt>
        <Txt x={FX} y={NAME.y - 11} size={12} color={C.muted}>
          {ctx.label(J, 'addServer.enterName')}
        </Txt>
        <Field box={NAME} value={community.serverName[ctx.locale]} radius={0} />
        <Txt x={FX} y={ADDRESS.y - 11} size={12} color={C.muted}>
          {ctx.label(J, 'addServer.enterIp')}
        </Txt>
        <Field box={ADDRESS} value={javaAddress()} radius={0} />
        <Button box={PACKS} label={packs} size={13} radius={0} />
        <Button box={DONE} label={ctx.label(J, 'addServer.add')} size={13} radius={0} />
        {ctx.mark('name', NAME, 'left')}
        {ctx.mark('address', ADDRESS, 'left')}
        {ctx.mark('packs', PACKS, 'left')}
        {ctx.mark('done', DONE, 'left')}
      </>
    );
  },
});
