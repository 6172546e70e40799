/** A command-line window after running `java -version`. */
import {definePicture} from '../picture';
import {Rect, Txt, monoBox} from '../parts';
import {C} from '../palette';

const W = 560;
const SIZE = 10.5;
const LEFT = 16;
const COMMAND = 'java -version';
const PROMPT = '> ';
/**
 * What Eclipse Temurin 21 prints (the example of the Java guide's "check Java" step; the minor
 * version and date on the reader's computer differ).
 */
const OUTPUT = [
  'openjdk version "21.0.5" 2024-10-15 LTS',
  'OpenJDK Runtime Environment Temurin-21.0.5+11 (build 21.0.5+11-LTS)',
  'OpenJDK 64-Bit Server VM Temurin-21.0.5+11 (build 21.0.5+11-LTS, mixed mode, sharing)',
];
const COMMAND_Y = 44;
const line = (i: number): number => 96 + i * 30;
const VERSION_AT = OUTPUT[0]!.indexOf('"21') + 1;
const BITS_AT = OUTPUT[2]!.indexOf('64-Bit');

export const javaVersionTerminal = definePicture<'command' | 'version' | 'bits'>({
  id: 'java-version-terminal',
  skin: 'terminal',
  width: W,
  height: 188,
  sets: [],
  title: (ctx) =>
    ctx.text({
      zh: '命令行窗口中 java -version 的输出',
      en: 'The output of java -version in a command-line window',
    }),
  describe: (ctx) =>
    ctx.locale === 'zh'
      ? `输入 ${COMMAND} 后，窗口显示三行：第一行 ${OUTPUT[0]}，第三行以 OpenJDK 64-Bit Server VM 开头。`
      : `After typing ${COMMAND}, the window shows three lines: the first is ${OUTPUT[0]}, the third starts with OpenJDK 64-Bit Server VM.`,
  targets: {
    command: (ctx) =>
      ctx.locale === 'zh'
        ? {name: COMMAND, action: `输入 ${COMMAND} 并回车`}
        : {name: COMMAND, action: `type ${COMMAND} and press Enter`},
    version: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '主版本号', action: '第一行引号里的第一个数字是 Java 的主版本号，这里是 21'}
        : {
            name: 'major version',
            action: 'the first number in quotes on the first line is the major version, here 21',
          },
    bits: (ctx) =>
      ctx.locale === 'zh'
        ? {name: '64-Bit', action: '第三行有 64-Bit，说明这是 64 位 Java'}
        : {name: '64-Bit', action: '64-Bit on the third line means a 64-bit Java'},
  },
  draw: (ctx) => (
    <>
      <Rect box={{x: 0, y: 0, w: W, h: 188}} fill={C.bg} />
      {/* Window buttons: minimise, maximise, close. */}
      <path
        d={`M${W - 84} 15 h10 M${W - 54} 10 h10 v10 h-10 z M${W - 24} 10 l10 10 M${W - 24} 20 l10 -10`}
        stroke={C.text}
        strokeWidth={1.3}
        fill="none"
      />
      <Rect box={{x: 0, y: 28, w: W, h: 160}} fill={C.surface} />
      <Txt x={LEFT} y={COMMAND_Y} size={SIZE} mono>
        {PROMPT + COMMAND}
      </Txt>
      {OUTPUT.map((text, i) => (
        <Txt key={text} x={LEFT} y={line(i)} size={SIZE} mono>
          {text}
        </Txt>
      ))}
      {ctx.mark(
        'command',
        monoBox(LEFT, COMMAND_Y, SIZE, PROMPT.length, PROMPT.length + COMMAND.length),
        'right',
      )}
      {ctx.mark('version', monoBox(LEFT, line(0), SIZE, VERSION_AT, VERSION_AT + 2), 'above')}
      {ctx.mark('bits', monoBox(LEFT, line(2), SIZE, BITS_AT, BITS_AT + 6), 'below')}
    </>
  ),
});
