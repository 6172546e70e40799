import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {validateJavaRanges} from '../../../src/lib/javaVersions';
import {validateServerBuilds} from '../../../src/lib/serverBuilds';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) =>
  yaml.load(readFileSync(path.join(root, file), 'utf8'), {schema: yaml.JSON_SCHEMA});

/** Stand-in for @docusaurus/useGlobalData: the community-data plugin's data, from data/. */
export function usePluginData(name: string): unknown {
  if (name !== 'community-data') return undefined;
  return {
    javaVersions: validateJavaRanges(read('data/java-versions.yml')),
    serverBuilds: validateServerBuilds(read('data/server-builds.yml')),
  };
}

export default function useGlobalData(): Record<string, unknown> {
  return {'community-data': {default: usePluginData('community-data')}};
}
