export declare const BASE_COMMIT: string;
export declare const MAX_SUBJECT_LENGTH: number;
export declare function subjectProblems(subject: string): string[];
export declare function checkCommitSubjects(options?: {
  base?: string;
  cwd?: string;
  log?: Pick<Console, 'info' | 'error'>;
}): number;
