/**
 * Start scripts for a Minecraft server (Paper-family or vanilla jar).
 * Pure functions: validation with field-level problems, and the script text.
 */

type ScriptOs = 'windows' | 'unix';

export interface ScriptInput {
  os: ScriptOs;
  jar: string;
  /** Memory in GB, as typed (e.g. "2" or "1.5"). */
  minMemory: string;
  maxMemory: string;
  /** Add Aikar's flags (off unless asked for: PaperMC advises no flags first on modern Java). */
  aikarFlags: boolean;
}

export type ScriptField = 'jar' | 'minMemory' | 'maxMemory';
export type ScriptProblem =
  | 'jar-empty'
  | 'jar-extension'
  | 'jar-path'
  | 'jar-characters'
  | 'memory-not-number'
  | 'memory-too-small'
  | 'memory-too-large'
  | 'max-below-min';

/** More than any machine a community server runs on (GB). */
export const MAX_MEMORY_GB = 256;
/** Below this the server will not start usefully (GB). */
export const MIN_MEMORY_GB = 0.5;

/**
 * Aikar's flags: the set on PaperMC's Aikar's-flags page, which is also what
 * its start-script generator writes for the "Aikar's" choice
 * (docs.papermc.io/paper/aikars-flags, /misc/tools/start-script-gen). Paper's
 * Aikar's-flags page dropped its "above 12 GB" variant in February 2024, so the
 * set no longer depends on the heap size. Paper advises trying no flags first on
 * Java 17, 21 or later, which is why the generator leaves them off by default.
 */
export const AIKAR_FLAGS: readonly string[] = [
  '-XX:+UseG1GC',
  '-XX:+ParallelRefProcEnabled',
  '-XX:MaxGCPauseMillis=200',
  '-XX:+UnlockExperimentalVMOptions',
  '-XX:+DisableExplicitGC',
  '-XX:+AlwaysPreTouch',
  '-XX:G1NewSizePercent=30',
  '-XX:G1MaxNewSizePercent=40',
  '-XX:G1HeapRegionSize=8M',
  '-XX:G1ReservePercent=20',
  '-XX:G1HeapWastePercent=5',
  '-XX:G1MixedGCCountTarget=4',
  '-XX:InitiatingHeapOccupancyPercent=15',
  '-XX:G1MixedGCLiveThresholdPercent=90',
  '-XX:G1RSetUpdatingPauseTimePercent=5',
  '-XX:SurvivorRatio=32',
  '-XX:+PerfDisableSharedMem',
  '-XX:MaxTenuringThreshold=1',
  '-Dusing.aikars.flags=https://mcflags.emc.gs',
  '-Daikars.new.flags=true',
];

function memoryProblem(text: string): ScriptProblem | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'memory-not-number';
  const gb = Number(trimmed);
  if (gb < MIN_MEMORY_GB) return 'memory-too-small';
  if (gb > MAX_MEMORY_GB) return 'memory-too-large';
  return undefined;
}

/** Problems per field; an empty object means the input makes a script. */
export function validateScriptInput(input: ScriptInput): Partial<Record<ScriptField, ScriptProblem>> {
  const problems: Partial<Record<ScriptField, ScriptProblem>> = {};
  const jar = input.jar.trim();
  if (!jar) problems.jar = 'jar-empty';
  else if (/[/\\]/.test(jar) || jar.startsWith('.')) problems.jar = 'jar-path';
  else if (!/^[A-Za-z0-9._+-]+$/.test(jar)) problems.jar = 'jar-characters';
  else if (!/\.jar$/i.test(jar)) problems.jar = 'jar-extension';
  const min = memoryProblem(input.minMemory);
  const max = memoryProblem(input.maxMemory);
  if (min) problems.minMemory = min;
  if (max) problems.maxMemory = max;
  if (!min && !max && Number(input.maxMemory) < Number(input.minMemory)) problems.maxMemory = 'max-below-min';
  return problems;
}

const toMb = (gb: string) => Math.round(Number(gb.trim()) * 1024);

export function scriptFileName(os: ScriptOs): string {
  return os === 'windows' ? 'start.bat' : 'start.sh';
}

/** The script text, or undefined when the input has a problem. */
export function buildStartScript(input: ScriptInput): string | undefined {
  if (Object.keys(validateScriptInput(input)).length > 0) return undefined;
  const command = [
    'java',
    `-Xms${toMb(input.minMemory)}M`,
    `-Xmx${toMb(input.maxMemory)}M`,
    ...(input.aikarFlags ? AIKAR_FLAGS : []),
    '-jar',
    input.jar.trim(),
    '--nogui',
  ].join(' ');
  if (input.os === 'windows') {
    return [
      '@echo off',
      'rem Start the Minecraft server from this folder.',
      'cd /d "%~dp0"',
      command,
      'pause',
      '',
    ].join('\r\n');
  }
  return [
    '#!/usr/bin/env sh',
    '# Start the Minecraft server from this folder.',
    'cd "$(dirname "$0")" || exit 1',
    `exec ${command}`,
    '',
  ].join('\n');
}
