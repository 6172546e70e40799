import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import yaml from 'js-yaml';
import {DataError} from '../src/lib/dataError';
import {validateJavaRanges, type JavaRange} from '../src/lib/javaVersions';
import {validateServerBuilds, type ServerBuild} from '../src/lib/serverBuilds';

export interface CommunityData {
  javaVersions: JavaRange[];
  serverBuilds: ServerBuild[];
}

function loadYaml(siteDir: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    throw DataError.file(file, 'file is missing (it is required by the site)');
  }
  try {
    return yaml.load(text);
  } catch (error) {
    throw DataError.file(file, `is not valid YAML: ${(error as Error).message}`);
  }
}

/** Loads and validates data/*.yml at build time; components read it with usePluginData. */
export function loadCommunityData(siteDir: string): CommunityData {
  return {
    javaVersions: validateJavaRanges(loadYaml(siteDir, 'data/java-versions.yml'), 'data/java-versions.yml'),
    serverBuilds: validateServerBuilds(loadYaml(siteDir, 'data/server-builds.yml'), 'data/server-builds.yml'),
  };
}

export default function communityDataPlugin(context: LoadContext): Plugin<CommunityData> {
  return {
    name: 'community-data',
    async loadContent() {
      return loadCommunityData(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'data/**/*.yml')];
    },
  };
}
