/**
 * Residence's selection: with the selection tool (a wooden hoe by default) in hand, left-click one
 * corner block and right-click the opposite one; the two points span the box that becomes the
 * residence. Drawn as a small isometric scene with the hotbar below.
 */
import type {ReactNode} from 'react';
import {definePicture} from '../picture';
import {Rect, Txt, textWidth, type Box} from '../parts';
import {C} from '../palette';

const J = 'minecraft-java' as const;
const W = 480;
const H = 310;

// Isometric projection: a block is 2A wide, 2B deep on screen and BH tall.
const A = 16;
const B = 8;
const BH = 16;
const OX = 240;
const OY = 84;
const at = (x: number, y: number, z: number): [number, number] => [
  OX + (x - z) * A,
  OY + (x + z) * B - y * BH,
];
const pts = (...points: [number, number, number][]): string =>
  points
    .map((p) =>
      at(...p)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');

/** A box from (x0, y0, z0) to (x1, y1, z1): its top and its two faces towards the viewer. */
function Cuboid({
  from: [x0, y0, z0],
  to: [x1, y1, z1],
  top,
  left,
  right,
}: {
  from: [number, number, number];
  to: [number, number, number];
  top: string;
  left: string;
  right: string;
}): ReactNode {
  return (
    <g stroke="#00000033" strokeWidth={0.6}>
      <polygon points={pts([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1])} fill={top} />
      <polygon points={pts([x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1])} fill={left} />
      <polygon points={pts([x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0])} fill={right} />
    </g>
  );
}

/** One block. */
function Block({
  at: [x, y, z],
  kind,
}: {
  at: [number, number, number];
  kind: {top: string; left: string; right: string};
}): ReactNode {
  return <Cuboid from={[x, y, z]} to={[x + 1, y + 1, z + 1]} {...kind} />;
}

const GRASS = {top: '#6aa84f', left: '#8b5a2b', right: '#74491f'};
const PLANKS = {top: '#c29d62', left: '#a07e4b', right: '#8a6b3c'};
const LOG = {top: '#b08b55', left: '#6b4f2a', right: '#58401f'};
const STONE = {top: '#9a9a9a', left: '#7c7c7c', right: '#686868'};

const SIZE = 8;
/** The first corner (left-clicked) and the second (right-clicked). */
const FIRST: [number, number, number] = [0, 0, 7];
const SECOND: [number, number, number] = [7, 4, 0];

/** The screen box round a block, for its mark. */
function blockBox([x, y, z]: [number, number, number]): Box {
  const corners = [
    at(x, y, z + 1),
    at(x + 1, y, z + 1),
    at(x + 1, y, z),
    at(x, y + 1, z),
    at(x + 1, y + 1, z + 1),
    at(x, y + 1, z + 1),
  ];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

/** A mouse with the pressed button filled, and the button's name from the game. */
function mouseWidth(label: string): number {
  return 34 + textWidth(label, 12, true);
}

function Mouse({
  x,
  y,
  side,
  label,
}: {
  x: number;
  y: number;
  side: 'left' | 'right';
  label: string;
}): ReactNode {
  return (
    <g>
      <Rect box={{x: x - 4, y: y - 4, w: mouseWidth(label), h: 36}} fill={C.surface} radius={6} />
      <rect x={x} y={y} width={18} height={28} rx={9} fill="#f2f2f2" stroke="#000000" strokeWidth={1.2} />
      <path
        d={
          side === 'left'
            ? `M${x + 9} ${y} v12 h-9 v-3 a9 9 0 0 1 9 -9 z`
            : `M${x + 9} ${y} v12 h9 v-3 a9 9 0 0 0 -9 -9 z`
        }
        fill="#e8590c"
      />
      <line x1={x + 9} x2={x + 9} y1={y} y2={y + 12} stroke="#000000" strokeWidth={1} />
      <Txt x={x + 24} y={y + 14} size={12} bold>
        {label}
      </Txt>
    </g>
  );
}

/** The wooden hoe's item icon, drawn in a 16×16 grid. */
function Hoe({x, y, s}: {x: number; y: number; s: number}): ReactNode {
  const stick = [
    [3, 13],
    [4, 12],
    [5, 11],
    [6, 10],
    [7, 9],
    [8, 8],
    [9, 7],
    [10, 6],
  ];
  return (
    <g>
      {stick.map(([px, py]) => (
        <rect
          key={`${px}-${py}`}
          x={x + px! * s}
          y={y + py! * s}
          width={s * 1.8}
          height={s * 1.8}
          fill="#6b4f2a"
        />
      ))}
      <rect x={x + 7 * s} y={y + 2 * s} width={7 * s} height={2.4 * s} fill="#c29d62" />
      <rect x={x + 11.6 * s} y={y + 2 * s} width={2.4 * s} height={5 * s} fill="#c29d62" />
    </g>
  );
}

const SLOT = 26;
const HOTBAR_X = (W - 9 * SLOT) / 2;
const HOTBAR_Y = H - SLOT - 8;
const TOOL: Box = {x: HOTBAR_X, y: HOTBAR_Y, w: SLOT, h: SLOT};

export const residenceSelect = definePicture<'tool' | 'first' | 'second'>({
  id: 'residence-select',
  skin: 'world',
  width: W,
  height: H,
  sets: [J],
  title: (ctx) =>
    ctx.locale === 'zh'
      ? `用${ctx.label(J, 'item.minecraft.wooden_hoe')}选出领地的两个对角`
      : `Selecting a residence's two opposite corners with the ${ctx.label(J, 'item.minecraft.wooden_hoe')}`,
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `画面中央是一块草地和一座小屋，虚线框是选区的范围。快捷栏中选中的是${ctx.label(J, 'item.minecraft.wooden_hoe')}；左下方草地上的方块用鼠标${ctx.label(J, 'key.mouse.left')}点选，作为第一个点；右上方木桩顶上的方块用鼠标${ctx.label(J, 'key.mouse.right')}点选，作为第二个点。两点之间的长方体就是选区。`
      : `A patch of grass with a small house; a dashed box shows the selection. The ${ctx.label(J, 'item.minecraft.wooden_hoe')} is selected in the hotbar. The block on the ground at the lower left is clicked with the ${ctx.label(J, 'key.mouse.left')} as the first point, the block on top of the post at the upper right with the ${ctx.label(J, 'key.mouse.right')} as the second; the box between the two points is the selection.`,
  targets: {
    tool: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: ctx.label(J, 'item.minecraft.wooden_hoe'),
            action: `手持选区工具${ctx.label(J, 'item.minecraft.wooden_hoe')}`,
          }
        : {
            name: ctx.label(J, 'item.minecraft.wooden_hoe'),
            action: `hold the selection tool, the ${ctx.label(J, 'item.minecraft.wooden_hoe')}`,
          },
    first: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: `第一个点（${ctx.label(J, 'key.mouse.left')}）`,
            action: `用${ctx.label(J, 'key.mouse.left')}点击一角的方块`,
          }
        : {
            name: `first point (${ctx.label(J, 'key.mouse.left')})`,
            action: `click a block at one corner with the ${ctx.label(J, 'key.mouse.left')}`,
          },
    second: (ctx) =>
      ctx.locale === 'zh'
        ? {
            name: `第二个点（${ctx.label(J, 'key.mouse.right')}）`,
            action: `用${ctx.label(J, 'key.mouse.right')}点击对角的方块`,
          }
        : {
            name: `second point (${ctx.label(J, 'key.mouse.right')})`,
            action: `click the block at the opposite corner with the ${ctx.label(J, 'key.mouse.right')}`,
          },
  },
  draw: (ctx) => {
    const [x0, y0, z0] = [FIRST[0], FIRST[1], SECOND[2]];
    const [x1, y1, z1] = [SECOND[0] + 1, SECOND[1] + 1, FIRST[2] + 1];
    const edges: [number, number, number][][] = [
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y0, z0],
      ],
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      [
        [x0, y0, z0],
        [x0, y1, z0],
      ],
      [
        [x1, y0, z0],
        [x1, y1, z0],
      ],
      [
        [x1, y0, z1],
        [x1, y1, z1],
      ],
      [
        [x0, y0, z1],
        [x0, y1, z1],
      ],
    ];
    const [firstX, firstY] = at(FIRST[0], FIRST[1], FIRST[2] + 1);
    const itemName = ctx.label(J, 'item.minecraft.wooden_hoe');
    return (
      <>
        <Rect box={{x: 0, y: 0, w: W, h: H}} fill={C.bg} />
        {/* The ground: one slab of grass with the block grid drawn on it. */}
        <Cuboid from={[0, -1, 0]} to={[SIZE, 0, SIZE]} {...GRASS} />
        <path
          d={Array.from({length: SIZE - 1}, (_, i) =>
            [
              [at(i + 1, 0, 0), at(i + 1, 0, SIZE)],
              [at(0, 0, i + 1), at(SIZE, 0, i + 1)],
            ]
              .map(
                ([a, b]) =>
                  `M${a![0].toFixed(1)} ${a![1].toFixed(1)}L${b![0].toFixed(1)} ${b![1].toFixed(1)}`,
              )
              .join(''),
          ).join('')}
          stroke="#00000026"
          strokeWidth={0.6}
        />
        {/* A post at the back right, with the second corner block on top. */}
        <Cuboid from={[SECOND[0], 0, SECOND[2]]} to={[SECOND[0] + 1, SECOND[1], SECOND[2] + 1]} {...LOG} />
        <Block at={SECOND} kind={STONE} />
        {/* A small plank house with a door. */}
        <Cuboid from={[2, 0, 2]} to={[5, 2, 5]} {...PLANKS} />
        <polygon points={pts([5, 0, 3], [5, 0, 4], [5, 1.6, 4], [5, 1.6, 3])} fill="#3b2a17" />
        <Block at={FIRST} kind={STONE} />
        {edges.map((path, i) => (
          <polyline
            key={i}
            points={pts(...path)}
            fill="none"
            stroke="#ffffff"
            strokeWidth={1.6}
            strokeDasharray="5 4"
          />
        ))}
        <Mouse x={firstX - 70} y={firstY + 22} side="left" label={ctx.label(J, 'key.mouse.left')} />
        <Mouse
          x={blockBox(SECOND).x - mouseWidth(ctx.label(J, 'key.mouse.right')) - 18}
          y={blockBox(SECOND).y}
          side="right"
          label={ctx.label(J, 'key.mouse.right')}
        />
        {/* The hotbar with the hoe in the selected first slot, and its name above. */}
        <Rect
          box={{
            x: W / 2 - textWidth(itemName, 12) / 2 - 10,
            y: HOTBAR_Y - 30,
            w: textWidth(itemName, 12) + 20,
            h: 20,
          }}
          fill={C.surface}
          radius={3}
        />
        <Txt x={W / 2} y={HOTBAR_Y - 20} size={12} anchor="middle">
          {itemName}
        </Txt>
        <Rect box={{x: HOTBAR_X - 2, y: HOTBAR_Y - 2, w: 9 * SLOT + 4, h: SLOT + 4}} fill={C.surface} />
        {Array.from({length: 9}, (_, i) => (
          <rect
            key={i}
            x={HOTBAR_X + i * SLOT + 1}
            y={HOTBAR_Y + 1}
            width={SLOT - 2}
            height={SLOT - 2}
            fill={C.raised}
          />
        ))}
        <rect
          x={HOTBAR_X - 1}
          y={HOTBAR_Y - 1}
          width={SLOT + 2}
          height={SLOT + 2}
          fill="none"
          stroke={C.accent}
          strokeWidth={2}
        />
        <Hoe x={HOTBAR_X + 2} y={HOTBAR_Y + 1} s={1.45} />
        {ctx.mark('tool', TOOL, 'left')}
        {ctx.mark('first', blockBox(FIRST), 'left')}
        {ctx.mark('second', blockBox(SECOND), 'top-right')}
      </>
    );
  },
});
