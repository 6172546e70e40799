/**
 * The prompt Windows Defender Firewall shows the first time a server program listens on the
 * network. Windows has no language file this site can copy from, so the picture does not spell
 * out Windows' own words: each part carries a description in square brackets, in the site's
 * words, and the note under the picture says so.
 */
import {definePicture, type DrawContext} from '../picture';
import {Bar, Check, Rect, Txt, type Box} from '../parts';
import {C} from '../palette';

const W = 480;
const H = 300;
const PRIVATE: Box = {x: 40, y: 176, w: 360, h: 24};
const PUBLIC: Box = {x: 40, y: 208, w: 360, h: 24};
const ALLOW: Box = {x: W - 236, y: 256, w: 120, h: 30};
const CANCEL: Box = {x: W - 108, y: 256, w: 92, h: 30};

/** The site's description of a part of the prompt, in brackets so it is not taken for Windows' text. */
const described = (ctx: DrawContext, zh: string, en: string): string =>
  ctx.locale === 'zh' ? `［${zh}］` : `[${en}]`;

function Shield({x, y, size}: {x: number; y: number; size: number}) {
  const s = size / 24;
  return (
    <path
      d={`M${x + 12 * s} ${y} l${10 * s} ${4 * s} v${7 * s} c0 ${7 * s} ${-4.5 * s} ${11 * s} ${-10 * s} ${13 * s} c${-5.5 * s} ${-2 * s} ${-10 * s} ${-6 * s} ${-10 * s} ${-13 * s} v${-7 * s} z`}
      fill={C.accent}
    />
  );
}

export const firewallPrompt = definePicture<'private' | 'public' | 'allow'>({
  id: 'windows-firewall-prompt',
  skin: 'windows',
  width: W,
  height: H,
  sets: [],
  title: (ctx) =>
    ctx.text({
      zh: 'Windows 防火墙询问是否允许 Java 访问网络的提示',
      en: 'Windows Defender Firewall asking whether Java may use the network',
    }),
  describe: (ctx) =>
    ctx.text({
      zh: '提示框上方说明防火墙拦截了这个程序的部分功能，并列出程序的名称（这里是 Java）；下方是两种网络的复选框，专用网络已勾选，公用网络未勾选；右下角是允许访问和取消两个按钮。',
      en: 'The top of the prompt says the firewall blocked some features of this program and names it (here, Java); below are check boxes for two kinds of network, private networks ticked and public networks not; the allow-access and cancel buttons are at the bottom right.',
    }),
  targets: {
    private: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '专用网络', action: '勾选专用网络（家庭网络）'}
        : {name: 'private networks', action: 'tick private networks (your home network)'},
    public: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '公用网络', action: '公用网络只在确实需要时才勾选'}
        : {name: 'public networks', action: 'tick public networks only if you really need them'},
    allow: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '允许访问', action: '点击允许访问的按钮'}
        : {name: 'allow access', action: 'click the button that allows access'},
  },
  note: (ctx) =>
    ctx.text({
      zh: 'Windows 的界面文字随系统版本和语言而不同，图中没有照抄：方括号里是对各部分的说明。',
      en: "Windows' own wording depends on its version and language, so the picture does not copy it: the square brackets describe each part.",
    }),
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: H}} fill={C.bg} />
      <Rect box={{x: 0, y: 0, w: W, h: H}} fill={C.surface} stroke={C.border} />
      <Rect box={{x: 0, y: 0, w: W, h: 32}} fill={C.raised} />
      <Shield x={12} y={6} size={20} />
      <path d={`M${W - 26} 10 l12 12 M${W - 26} 22 l12 -12`} stroke={C.text} strokeWidth={1.3} />
      <Shield x={20} y={46} size={36} />
      <Txt x={66} y={62} size={14} bold max={W - 86}>
        {described(
          ctx,
          '防火墙拦截了这个程序的部分功能',
          'The firewall blocked some features of this program',
        )}
      </Txt>
      <Txt x={40} y={104} size={12} max={W - 60}>
        {described(
          ctx,
          '程序的名称、发布者和路径：这里是 Java',
          "The program's name, publisher and path: here, Java",
        )}
      </Txt>
      <Bar x={40} y={124} w={220} />
      <Txt x={40} y={154} size={12} max={W - 60}>
        {described(ctx, '允许它在这些网络上通信：', 'Allow it to communicate on these networks:')}
      </Txt>
      <Check x={PRIVATE.x + 10} y={PRIVATE.y + 12} on />
      <Txt x={PRIVATE.x + 26} y={PRIVATE.y + 12} size={12} max={PRIVATE.w - 30}>
        {described(ctx, '专用网络，例如家庭或工作网络', 'Private networks, such as home or work')}
      </Txt>
      <Check x={PUBLIC.x + 10} y={PUBLIC.y + 12} on={false} />
      <Txt x={PUBLIC.x + 26} y={PUBLIC.y + 12} size={12} max={PUBLIC.w - 30}>
        {described(ctx, '公用网络，例如机场、咖啡店', 'Public networks, such as airports and cafés')}
      </Txt>
      <line x1={0} x2={W} y1={242} y2={242} stroke={C.line} />
      <Rect box={ALLOW} fill={C.accent} radius={4} />
      <Txt
        x={ALLOW.x + ALLOW.w / 2}
        y={ALLOW.y + 15}
        size={12}
        color={C.onAccent}
        anchor="middle"
        max={ALLOW.w - 10}
      >
        {described(ctx, '允许访问', 'Allow access')}
      </Txt>
      <Rect box={CANCEL} fill={C.raised} stroke={C.border} radius={4} />
      <Txt x={CANCEL.x + CANCEL.w / 2} y={CANCEL.y + 15} size={12} anchor="middle" max={CANCEL.w - 10}>
        {described(ctx, '取消', 'Cancel')}
      </Txt>
      {ctx.mark('private', PRIVATE, 'left')}
      {ctx.mark('public', PUBLIC, 'left')}
      {ctx.mark('allow', ALLOW, 'left')}
    </>
  ),
});
