// Types of lifecycle.mjs.
export type StopPhase = 'streams' | 'workers' | 'database';
export declare function isStopping(): boolean;
export declare function beginStopping(): void;
export declare function onStop(phase: StopPhase, name: string, stop: () => Promise<void> | void): () => void;
export declare function runStopPhase(phase: StopPhase, log?: { error?: (obj: object, msg: string) => void }): Promise<void>;
