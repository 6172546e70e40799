/** The skin site (Blessing Skin Server 6): uploading a texture, the closet, applying a texture to a player. */
import community from '@site/config/community';
import {definePicture, fillIn, press, choose, type DrawContext} from '../picture';
import {Bar, Button, Check, Field, Radio, Rect, Txt, type Box} from '../parts';
import {C} from '../palette';

const S = 'blessing-skin' as const;
const W = 480;
const NAV = 36;

/** The site's top bar: its name from config/community.ts. */
function NavBar({ctx}: {ctx: DrawContext}) {
  return (
    <g>
      <Rect box={{x: 0, y: 0, w: W, h: NAV}} fill={C.surface} />
      <line x1={0} x2={W} y1={NAV} y2={NAV} stroke={C.border} />
      <rect x={14} y={10} width={16} height={16} rx={3} fill={C.accent} />
      <Txt x={38} y={18} size={14} bold max={180}>
        {community.skinSite.label[ctx.locale]}
      </Txt>
      <Txt x={W - 16} y={18} size={12} color={C.muted} anchor="end">
        {ctx.label(S, 'general:skinlib')}
      </Txt>
    </g>
  );
}

/** A skin texture's flat preview: a little figure in made-up colours. */
function SkinThumb({x, y, hue}: {x: number; y: number; hue: string}) {
  return (
    <g>
      <rect x={x + 10} y={y} width={12} height={12} fill="#d2a679" />
      <rect x={x + 10} y={y + 12} width={12} height={16} fill={hue} />
      <rect x={x + 4} y={y + 12} width={6} height={15} fill="#d2a679" />
      <rect x={x + 22} y={y + 12} width={6} height={15} fill="#d2a679" />
      <rect x={x + 10} y={y + 28} width={12} height={14} fill="#3f4a7a" />
    </g>
  );
}

const CARD_X = 20;
const CARD_W = W - 40;
const NAME: Box = {x: CARD_X + 16, y: 110, w: CARD_W - 32, h: 28};
const TYPE: Box = {x: CARD_X + 16, y: 166, w: 260, h: 24};
const FILE: Box = {x: CARD_X + 16, y: 206, w: 96, h: 28};
const PRIVATE: Box = {x: CARD_X + 16, y: 262, w: 190, h: 24};
const UPLOAD: Box = {x: CARD_X + CARD_W - 116, y: 258, w: 100, h: 32};

export const skinUpload = definePicture<'name' | 'type' | 'file' | 'private' | 'upload'>({
  id: 'skin-upload',
  skin: 'web',
  width: W,
  height: 306,
  sets: [S],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `皮肤站的「${ctx.label(S, 'skinlib:upload.title')}」页面`
      : `The skin site's ${ctx.label(S, 'skinlib:upload.title')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `表单中依次是「${ctx.label(S, 'front-end:skinlib.upload.texture-name')}」输入框，「${ctx.label(S, 'front-end:skinlib.upload.texture-type')}」的三个选项 ${ctx.label(S, 'Upload.tsx:steve')}、${ctx.label(S, 'Upload.tsx:alex')} 和「${ctx.label(S, 'front-end:general.cape')}」，「${ctx.label(S, 'front-end:skinlib.upload.select-file')}」按钮；底部是「${ctx.label(S, 'front-end:skinlib.upload.set-as-private')}」复选框和「${ctx.label(S, 'front-end:skinlib.upload.button')}」按钮。`
      : `The form has the ${ctx.label(S, 'front-end:skinlib.upload.texture-name')} box, three ${ctx.label(S, 'front-end:skinlib.upload.texture-type')} options (${ctx.label(S, 'Upload.tsx:steve')}, ${ctx.label(S, 'Upload.tsx:alex')} and ${ctx.label(S, 'front-end:general.cape')}) and the ${ctx.label(S, 'front-end:skinlib.upload.select-file')} button; at the bottom are the ${ctx.label(S, 'front-end:skinlib.upload.set-as-private')} check box and the ${ctx.label(S, 'front-end:skinlib.upload.button')} button.`,
  targets: {
    name: (ctx) => fillIn(ctx, ctx.label(S, 'front-end:skinlib.upload.texture-name')),
    type: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(S, 'front-end:skinlib.upload.texture-type'),
            action: `在「${ctx.label(S, 'front-end:skinlib.upload.texture-type')}」中选择 ${ctx.label(S, 'Upload.tsx:steve')}、${ctx.label(S, 'Upload.tsx:alex')} 或「${ctx.label(S, 'front-end:general.cape')}」`,
          }
        : {
            name: ctx.label(S, 'front-end:skinlib.upload.texture-type'),
            action: `choose ${ctx.label(S, 'Upload.tsx:steve')}, ${ctx.label(S, 'Upload.tsx:alex')} or ${ctx.label(S, 'front-end:general.cape')} as the ${ctx.label(S, 'front-end:skinlib.upload.texture-type')}`,
          },
    file: (ctx) => press(ctx, ctx.label(S, 'front-end:skinlib.upload.select-file')),
    private: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(S, 'front-end:skinlib.upload.set-as-private'),
            action: `不想公开时勾选「${ctx.label(S, 'front-end:skinlib.upload.set-as-private')}」`,
          }
        : {
            name: ctx.label(S, 'front-end:skinlib.upload.set-as-private'),
            action: `tick ${ctx.label(S, 'front-end:skinlib.upload.set-as-private')} to keep it to yourself`,
          },
    upload: (ctx) => press(ctx, ctx.label(S, 'front-end:skinlib.upload.button')),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 306}} fill={C.bg} />
      <NavBar ctx={ctx} />
      <Txt x={CARD_X} y={60} size={17}>
        {ctx.label(S, 'skinlib:upload.title')}
      </Txt>
      <Rect box={{x: CARD_X, y: 78, w: CARD_W, h: 220}} fill={C.surface} stroke={C.line} radius={4} />
      <Txt x={NAME.x} y={NAME.y - 12} size={12} bold>
        {ctx.label(S, 'front-end:skinlib.upload.texture-name')}
      </Txt>
      <Field box={NAME} value="" radius={4} />
      <Txt x={NAME.x} y={TYPE.y - 10} size={12} bold>
        {ctx.label(S, 'front-end:skinlib.upload.texture-type')}
      </Txt>
      {(['Upload.tsx:steve', 'Upload.tsx:alex', 'front-end:general.cape'] as const).map((key, i) => (
        <g key={key}>
          <Radio x={TYPE.x + 10 + i * 84} y={TYPE.y + 13} on={i === 0} />
          <Txt x={TYPE.x + 22 + i * 84} y={TYPE.y + 13} size={13}>
            {ctx.label(S, key)}
          </Txt>
        </g>
      ))}
      <Button box={FILE} label={ctx.label(S, 'front-end:skinlib.upload.select-file')} size={12} radius={4} />
      <Bar x={FILE.x + FILE.w + 12} y={FILE.y + 14} w={140} />
      <line x1={CARD_X} x2={CARD_X + CARD_W} y1={248} y2={248} stroke={C.line} />
      <Check x={PRIVATE.x + 8} y={PRIVATE.y + 12} on={false} />
      <Txt x={PRIVATE.x + 22} y={PRIVATE.y + 12} size={12} max={PRIVATE.w - 24}>
        {ctx.label(S, 'front-end:skinlib.upload.set-as-private')}
      </Txt>
      <Button
        box={UPLOAD}
        label={ctx.label(S, 'front-end:skinlib.upload.button')}
        size={13}
        radius={4}
        variant="primary"
      />
      {ctx.mark('name', NAME, 'right')}
      {ctx.mark('type', TYPE, 'right')}
      {ctx.mark('file', FILE, 'left')}
      {ctx.mark('private', PRIVATE, 'left')}
      {ctx.mark('upload', UPLOAD, 'right')}
    </>
  ),
});

const SIDE_W = 120;
const CLOSET_ITEM: Box = {x: 8, y: 120, w: SIDE_W - 16, h: 28};
const TILE_W = 66;
const tile = (i: number): Box => ({x: SIDE_W + 16 + i * (TILE_W + 8), y: 112, w: TILE_W, h: 86});
const APPLY: Box = {x: SIDE_W + 16, y: 248, w: 96, h: 30};

export const skinCloset = definePicture<'closet' | 'item' | 'apply'>({
  id: 'skin-closet',
  skin: 'web',
  width: W,
  height: 294,
  sets: [S],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `皮肤站的「${ctx.label(S, 'general:my-closet')}」页面`
      : `The skin site's ${ctx.label(S, 'general:my-closet')} page`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `左侧菜单中选中的是「${ctx.label(S, 'general:my-closet')}」；右侧有「${ctx.label(S, 'front-end:general.skin')}」和「${ctx.label(S, 'front-end:general.cape')}」两个标签页、衣柜里的材质，其中一个已选中；下方是「${ctx.label(S, 'front-end:user.useAs')}」和「${ctx.label(S, 'front-end:user.resetSelected')}」按钮。`
      : `${ctx.label(S, 'general:my-closet')} is selected in the menu on the left. On the right are the ${ctx.label(S, 'front-end:general.skin')} and ${ctx.label(S, 'front-end:general.cape')} tabs and the textures in the closet, one of them selected; the ${ctx.label(S, 'front-end:user.useAs')} and ${ctx.label(S, 'front-end:user.resetSelected')} buttons are below.`,
  targets: {
    closet: (ctx) => choose(ctx, ctx.label(S, 'general:my-closet')),
    item: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '要使用的材质', action: '点击选中要使用的材质'}
        : {name: 'the texture to use', action: 'click the texture you want to use'},
    apply: (ctx) => press(ctx, ctx.label(S, 'front-end:user.useAs')),
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 294}} fill={C.bg} />
      <NavBar ctx={ctx} />
      <Rect box={{x: 0, y: NAV + 1, w: SIDE_W, h: 294 - NAV}} fill={C.surface} />
      <Txt x={16} y={62} size={12}>
        {ctx.label(S, 'general:user-center')}
      </Txt>
      <Txt x={16} y={96} size={12}>
        {ctx.label(S, 'general:player-manage')}
      </Txt>
      <Button
        box={CLOSET_ITEM}
        label={ctx.label(S, 'general:my-closet')}
        size={12}
        radius={4}
        variant="primary"
        align="start"
      />
      <Button
        box={{x: SIDE_W + 16, y: 50, w: 64, h: 26}}
        label={ctx.label(S, 'front-end:general.skin')}
        size={12}
        radius={4}
        fill={C.raised}
      />
      <Button
        box={{x: SIDE_W + 84, y: 50, w: 64, h: 26}}
        label={ctx.label(S, 'front-end:general.cape')}
        size={12}
        radius={4}
        fill={C.surface}
        stroke={C.line}
      />
      <Button
        box={{x: W - 110, y: 50, w: 94, h: 26}}
        label={ctx.label(S, 'front-end:user.closet.upload')}
        size={12}
        radius={4}
        fill={C.surface}
        stroke={C.border}
      />
      <Field box={{x: SIDE_W + 16, y: 82, w: W - SIDE_W - 32, h: 22}} value="" radius={4} />
      <Txt x={SIDE_W + 24} y={93} size={11} color={C.muted}>
        {ctx.label(S, 'front-end:user.typeToSearch')}
      </Txt>
      {['#c0392b', '#2e86c1', '#8e44ad', '#d4ac0d'].map((hue, i) => {
        const box = tile(i);
        return (
          <g key={hue}>
            <Rect
              box={box}
              fill={C.surface}
              stroke={i === 1 ? C.accent : C.line}
              width={i === 1 ? 2.5 : 1}
              radius={4}
            />
            <SkinThumb x={box.x + 17} y={box.y + 10} hue={hue} />
            <Bar x={box.x + 8} y={box.y + 72} w={44} h={6} />
          </g>
        );
      })}
      <Rect
        box={{x: SIDE_W + 16, y: 208, w: W - SIDE_W - 32, h: 78}}
        fill={C.surface}
        stroke={C.line}
        radius={4}
      />
      <Button
        box={APPLY}
        label={ctx.label(S, 'front-end:user.useAs')}
        size={12}
        radius={4}
        variant="primary"
      />
      <Button
        box={{x: APPLY.x + APPLY.w + 8, y: APPLY.y, w: 110, h: 30}}
        label={ctx.label(S, 'front-end:user.resetSelected')}
        size={12}
        radius={4}
        fill={C.surface}
        stroke={C.border}
      />
      {ctx.mark('closet', CLOSET_ITEM, 'bottom-right')}
      {ctx.mark('item', tile(1), 'top-right')}
      {ctx.mark('apply', APPLY, 'left')}
    </>
  ),
});

const PLAYER: Box = {x: 90, y: 148, w: 300, h: 40};

export const skinApply = definePicture<'player'>({
  id: 'skin-apply',
  skin: 'web',
  width: W,
  height: 240,
  sets: [S],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `皮肤站的「${ctx.label(S, 'front-end:user.closet.use-as.title')}」对话框`
      : `The skin site's "${ctx.label(S, 'front-end:user.closet.use-as.title')}" dialog`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `对话框里有一个「${ctx.label(S, 'front-end:user.typeToSearch')}」的搜索框，下面列出你的角色，每个角色是一个带头像的按钮。`
      : `The dialog has a "${ctx.label(S, 'front-end:user.typeToSearch')}" search box and lists your players below it, each as a button with its avatar.`,
  targets: {
    player: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '你的角色', action: '点击要应用材质的角色'}
        : {name: 'your player', action: 'click the player to apply the texture to'},
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 240}} fill={C.bg} />
      <NavBar ctx={ctx} />
      <rect x={0} y={0} width={W} height={240} fill="#000000" opacity={0.45} />
      <Rect box={{x: 70, y: 40, w: 340, h: 186}} fill={C.surface} radius={6} />
      <Txt x={90} y={66} size={14} bold max={300}>
        {ctx.label(S, 'front-end:user.closet.use-as.title')}
      </Txt>
      <line x1={70} x2={410} y1={86} y2={86} stroke={C.line} />
      <Field box={{x: 90, y: 100, w: 300, h: 28}} value="" radius={4} />
      <Txt x={98} y={114} size={12} color={C.muted}>
        {ctx.label(S, 'front-end:user.typeToSearch')}
      </Txt>
      <Rect box={PLAYER} fill={C.surface} stroke={C.accent} radius={4} />
      <rect x={PLAYER.x + 8} y={PLAYER.y + 6} width={28} height={28} fill="#d2a679" />
      <rect x={PLAYER.x + 8} y={PLAYER.y + 6} width={28} height={9} fill="#4a3222" />
      <Bar x={PLAYER.x + 46} y={PLAYER.y + 20} w={90} />
      {ctx.mark('player', PLAYER, 'right')}
    </>
  ),
});
