import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CopyButton from '@site/src/components/CopyButton';
import {
  MAX_MEMORY_GB,
  MIN_MEMORY_GB,
  buildStartScript,
  scriptFileName,
  validateScriptInput,
  type ScriptField,
  type ScriptInput,
  type ScriptProblem,
} from '@site/src/lib/startScript';
import styles from './styles.module.css';

function problemText(problem: ScriptProblem): string {
  switch (problem) {
    case 'jar-empty':
      return translate({id: 'startScript.error.jarEmpty', message: '请填写服务端 jar 文件名。'});
    case 'jar-extension':
      return translate({id: 'startScript.error.jarExtension', message: '文件名应以 .jar 结尾。'});
    case 'jar-path':
      return translate({
        id: 'startScript.error.jarPath',
        message: '只填文件名，不要带路径（不能有 / 或 \\），并把脚本和 jar 放在同一个文件夹。',
      });
    case 'jar-characters':
      return translate({
        id: 'startScript.error.jarCharacters',
        message: '文件名只能包含英文字母、数字和 . _ + -，请先把 jar 文件改成这样的名字。',
      });
    case 'memory-not-number':
      return translate({
        id: 'startScript.error.notNumber',
        message: '请填写一个数字，单位是 GB，例如 2 或 1.5。',
      });
    case 'memory-too-small':
      return translate(
        {id: 'startScript.error.tooSmall', message: '内存至少需要 {min} GB。'},
        {min: MIN_MEMORY_GB},
      );
    case 'memory-too-large':
      return translate(
        {
          id: 'startScript.error.tooLarge',
          message: '超过 {max} GB，普通电脑和服务器都不会有这么多内存，请检查单位是否为 GB。',
        },
        {max: MAX_MEMORY_GB},
      );
    case 'max-below-min':
      return translate({id: 'startScript.error.maxBelowMin', message: '最大内存不能小于最小内存。'});
  }
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: ScriptProblem;
  children: (props: {id: string; 'aria-invalid': boolean; 'aria-describedby'?: string}) => ReactNode;
}): ReactNode {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined})}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {problemText(error)}
        </p>
      )}
    </div>
  );
}

/** Makes a start script (start.bat / start.sh) for a Minecraft server from a few answers. */
export default function StartScriptGenerator(): ReactNode {
  const id = useId();
  const [input, setInput] = useState<ScriptInput>({
    os: 'windows',
    jar: 'server.jar',
    // PaperMC's generator starts at 4 GB and sets -Xms equal to -Xmx; flags stay off
    // because Paper advises trying none first on Java 17, 21 or later.
    minMemory: '4',
    maxMemory: '4',
    aikarFlags: false,
  });
  const set = <K extends keyof ScriptInput>(key: K, value: ScriptInput[K]) =>
    setInput((old) => ({...old, [key]: value}));
  const problems = validateScriptInput(input);
  const script = buildStartScript(input);
  const fileName = scriptFileName(input.os);
  const text = (field: ScriptField, label: string, inputMode: 'text' | 'decimal') => (
    <Field id={`${id}-${field}`} label={label} error={problems[field]}>
      {(props) => (
        <input
          {...props}
          className={styles.input}
          value={input[field]}
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  const download = () => {
    if (!script) return;
    const url = URL.createObjectURL(new Blob([script], {type: 'text/plain;charset=utf-8'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <form
      className={styles.generator}
      onSubmit={(event) => event.preventDefault()}
      aria-label={translate({id: 'startScript.form', message: '启动脚本生成器'})}
    >
      <fieldset className={styles.os}>
        <legend>
          <Translate id="startScript.os">操作系统</Translate>
        </legend>
        <label>
          <input
            type="radio"
            name={`${id}-os`}
            checked={input.os === 'windows'}
            onChange={() => set('os', 'windows')}
          />{' '}
          <Translate id="startScript.os.windows">Windows（start.bat）</Translate>
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-os`}
            checked={input.os === 'unix'}
            onChange={() => set('os', 'unix')}
          />{' '}
          <Translate id="startScript.os.unix">Linux 和 macOS（start.sh）</Translate>
        </label>
      </fieldset>
      {text('jar', translate({id: 'startScript.jar', message: '服务端 jar 文件名'}), 'text')}
      <div className={styles.memory}>
        {text('minMemory', translate({id: 'startScript.min', message: '最小内存（GB）'}), 'decimal')}
        {text('maxMemory', translate({id: 'startScript.max', message: '最大内存（GB）'}), 'decimal')}
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={input.aikarFlags}
          aria-describedby={`${id}-aikar-hint`}
          onChange={(event) => set('aikarFlags', event.target.checked)}
        />{' '}
        <Translate id="startScript.aikar">加入 Aikar's flags（调整垃圾回收的 JVM 参数）</Translate>
      </label>
      <p id={`${id}-aikar-hint`} className={styles.hint}>
        <Translate id="startScript.aikarHint">
          PaperMC 的建议：用 Java 17、21 或更新的版本时先不加任何参数，新版 Java
          的默认垃圾回收设置已经很好；遇到垃圾回收（GC）问题，或者运行较老的 Minecraft、较老的 Java 时，再试
          Aikar's flags。
        </Translate>
      </p>
      {script ? (
        <div className={styles.output}>
          <div className={styles.outputHeader}>
            <code>{fileName}</code>
            <CopyButton text={script} label={translate({id: 'startScript.copy', message: '复制脚本'})} />
            <button type="button" className="button button--sm button--primary" onClick={download}>
              <Translate id="startScript.download" values={{file: fileName}}>
                {'下载 {file}'}
              </Translate>
            </button>
          </div>
          <pre className={styles.script} data-testid="start-script" tabIndex={0}>
            {script}
          </pre>
        </div>
      ) : (
        <p className={styles.noScript} data-testid="start-script-missing">
          <Translate id="startScript.fixFirst">改正上面标出的问题后，这里会显示脚本。</Translate>
        </p>
      )}
    </form>
  );
}
