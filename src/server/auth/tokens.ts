import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session cookies, reset and verification links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a copy of the database holds no usable token. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');
