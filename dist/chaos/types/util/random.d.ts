/** mulberry32: small, fast, good enough for sampling (not for secrets). Returns floats in [0, 1). */
export declare function seededRandom(seed: number): () => number;
/** A stable 32-bit seed from a string (FNV-1a). */
export declare function hashSeed(text: string): number;
