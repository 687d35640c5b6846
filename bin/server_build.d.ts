export declare const SERVER_FOLDERS: string[]
export declare const SERVER_FILES: string[]
export declare const SKIPPED: Set<string>
export declare const STAMP: string
export declare function serverSourceFiles(root: string, folder: string): Generator<string>
export declare function allServerSourceFiles(root: string): string[]
export declare function serverBuildIsFresh(root: string): boolean
