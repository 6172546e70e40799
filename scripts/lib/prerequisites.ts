/**
 * What `npm test` needs besides the npm packages, checked before it spends any time: headless Chromium
 * (browser tests), a font for the site's Chinese text (without one, pages render as boxes in
 * the screenshots and layout tests), Java 11 or later (the Nu HTML Checker) and nginx (serves the
 * build to the browser tests). As root on Debian or Ubuntu, `npm test` installs what is missing;
 * anywhere else it prints the one command that would, and stops.
 *
 * `plan()` decides from what is present and where it runs (a pure function, unit-tested);
 * `probe()` and `host()` look at the machine.
 */
import {spawnSync} from 'node:child_process';
import {accessSync, constants, readFileSync} from 'node:fs';
import {systemJava} from './java';
import {HEADLESS_SHELL, testChromiumPath} from './chromium';
import {nginxPath} from './nginx';

export type Tool = 'chromium' | 'cjk-fonts' | 'java' | 'nginx';

interface Requirement {
  tool: Tool;
  /** What it is and what needs it, for the message. */
  what: string;
  /** Debian/Ubuntu packages that provide it. */
  packages: string[];
  /** Another way to provide it, for the message. */
  otherwise: string;
}

export const REQUIREMENTS: readonly Requirement[] = [
  {
    tool: 'chromium',
    // The headless-only build (scripts/lib/chromium.ts testChromiumPath): a third of the CPU per
    // page of the full browser, which the tools that are not tests use (`chromium`).
    what: 'headless Chromium, which runs the browser tests',
    packages: [HEADLESS_SHELL.package],
    otherwise: 'or set CHROME_PATH to a Chromium or Chrome binary',
  },
  {
    tool: 'cjk-fonts',
    what: 'a Chinese font (`fc-list :lang=zh` finds none), so pages do not render as boxes',
    // fontconfig for fc-list, which finds it.
    packages: ['fontconfig', 'fonts-noto-cjk'],
    otherwise: 'or any font that `fc-list :lang=zh` lists',
  },
  {
    tool: 'java',
    what: 'Java 11 or later, which runs the Nu HTML Checker (vnu-jar)',
    packages: ['default-jre-headless'],
    otherwise: 'or any Java 11+ as `java` on PATH',
  },
  {
    tool: 'nginx',
    what: 'nginx, which serves the build to the browser tests with deploy/nginx.conf',
    packages: ['nginx-light'],
    otherwise: 'or set NGINX_PATH to an nginx binary',
  },
];

export interface Host {
  /** Running as root (uid 0). */
  root: boolean;
  /** /etc/os-release names Debian or Ubuntu (ID or ID_LIKE). */
  debianLike: boolean;
  /** apt-get is on PATH. */
  aptGet: boolean;
}

export type Plan =
  | {action: 'none'}
  /** Run these commands (argv, with DEBIAN_FRONTEND=noninteractive), then look again. */
  | {action: 'install'; packages: string[]; commands: string[][]}
  /** Print the message and stop. */
  | {action: 'stop'; message: string};

/** Debian packages for the missing tools, in the order of REQUIREMENTS, without duplicates. */
export function packagesFor(missing: readonly Tool[]): string[] {
  const packages = REQUIREMENTS.filter((r) => missing.includes(r.tool)).flatMap((r) => r.packages);
  return [...new Set(packages)];
}

/** The shell command that installs `packages` (with sudo when not root). */
export function installCommand(packages: readonly string[], root: boolean): string {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
}

/** What to do about the missing tools on this host. */
export function plan(missing: readonly Tool[], host: Host): Plan {
  const unknown = missing.filter((tool) => !REQUIREMENTS.some((r) => r.tool === tool));
  if (unknown.length > 0) throw new Error(`Unknown tool: ${unknown.join(', ')}`);
  if (missing.length === 0) return {action: 'none'};
  const packages = packagesFor(missing);
  const apt = host.debianLike && host.aptGet;
  if (apt && host.root) {
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', ...packages],
      ],
    };
  }
  const needs = REQUIREMENTS.filter((r) => missing.includes(r.tool)).map(
    (r) => `  - ${r.what} (${r.otherwise})`,
  );
  const lines = ['`npm test` needs programs that npm does not install, and these are missing:', ...needs, ''];
  if (apt) {
    lines.push('Install them with this command (or run `npm test` as root, which installs them itself):');
    lines.push(`  ${installCommand(packages, false)}`);
  } else {
    lines.push(
      `Install them with your system's package manager (on Debian or Ubuntu: ${installCommand(packages, true)}).`,
    );
  }
  lines.push('`npm run check` runs the checks that need none of them.');
  return {action: 'stop', message: lines.join('\n')};
}

/** Whether /etc/os-release text describes Debian, Ubuntu or a derivative of either. */
export function isDebianLike(osRelease: string): boolean {
  const field = (name: string) =>
    new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  return [...field('ID'), ...field('ID_LIKE')].some((id) => id === 'debian' || id === 'ubuntu');
}

function executable(file: string | undefined): boolean {
  if (!file) return false;
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function output(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, {encoding: 'utf8'});
  return result.error ? undefined : `${result.stdout}${result.stderr}`;
}

/** Java as the HTML check finds it: the system's own, 11 or later (scripts/lib/java.ts). */
function hasJava(): boolean {
  return 'java' in systemJava({env: process.env});
}

/** The tools of REQUIREMENTS that this machine lacks. */
export function probe(): Tool[] {
  const present: Record<Tool, () => boolean> = {
    chromium: () => executable(testChromiumPath()),
    'cjk-fonts': () => Boolean(output('fc-list', [':lang=zh', 'family'])?.trim()),
    java: hasJava,
    nginx: () => executable(nginxPath()),
  };
  return REQUIREMENTS.map((r) => r.tool).filter((tool) => !present[tool]());
}

export function host(): Host {
  let osRelease = '';
  try {
    osRelease = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // Not Linux, or no os-release: not Debian-like.
  }
  return {
    root: process.getuid?.() === 0,
    debianLike: isDebianLike(osRelease),
    aptGet: spawnSync('sh', ['-c', 'command -v apt-get'], {encoding: 'utf8'}).stdout.trim() !== '',
  };
}

/**
 * Makes sure everything `npm test` needs is there: returns when it is (after installing what
 * was missing, as root on Debian/Ubuntu); otherwise prints what to do and exits with 1.
 */
export function ensurePrerequisites(): void {
  const missing = probe();
  const decision = plan(missing, host());
  if (decision.action === 'none') return;
  if (decision.action === 'stop') {
    console.error(decision.message);
    process.exit(1);
  }
  console.log(`Installing what \`npm test\` needs and lacks: ${decision.packages.join(' ')}`);
  for (const [command, ...args] of decision.commands) {
    const result = spawnSync(command!, args, {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
    if (result.status !== 0) {
      console.error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
      process.exit(1);
    }
  }
  const still = probe();
  if (still.length > 0) {
    const names = REQUIREMENTS.filter((r) => still.includes(r.tool)).map(
      (r) => `  - ${r.what} (${r.otherwise})`,
    );
    console.error(['Still missing after the installation:', ...names].join('\n'));
    process.exit(1);
  }
}
