/** Errors of the site's settings and data files: each names the file and the field. */

/** A data file entry that cannot be used; the message names file, entry and field. */
export class DataError extends Error {
  constructor(file: string, entry: string, field: string, problem: string) {
    super(`${file}: ${entry}: field "${field}" ${problem}`);
    this.name = 'DataError';
  }

  /** A problem with the whole file (missing, not parseable). */
  static file(file: string, problem: string): DataError {
    const error = new DataError(file, '', '', '');
    error.message = `${file}: ${problem}`;
    return error;
  }
}

/** A value of config/community.ts that would break the site; names file and field. */
export class CommunityConfigError extends Error {
  constructor(field: string, problem: string) {
    super(`config/community.ts: field "${field}" ${problem}`);
    this.name = 'CommunityConfigError';
  }
}
