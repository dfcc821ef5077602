/** The longest subject (first line) a commit may have, in characters. */
export declare const MAX_SUBJECT: number;
/** Why a commit message's subject is refused, or undefined. Lines git strips (`# …`) do not count. */
export declare function subjectProblem(message: string): string | undefined;
