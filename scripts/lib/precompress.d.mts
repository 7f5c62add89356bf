import type { Plugin } from 'vite';

export function precompress(dir: string): { files: number; rawBytes: number; brotliBytes: number };
export function precompressPlugin(): Plugin;
