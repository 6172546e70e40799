import type {Localized} from '@site/config/community';

/** data/ops.yml: the roster. */
export interface OpsFile {
  ops: Operator[];
}

/** One operator in data/ops.yml. */
export interface Operator {
  /** Minecraft player name. */
  name: string;
  role: Localized;
  /** op-permission-level, 1–4. */
  level: 1 | 2 | 3 | 4;
  /** YYYY-MM-DD. */
  since: string;
  duties: Localized;
}
