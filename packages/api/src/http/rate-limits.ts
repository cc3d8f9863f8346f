import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a few minutes.';

/**
 * Slows password guessing: at most `limit` attempts per address and account in the window (20 in
 * 10 minutes by default). In memory per process; put a shared store behind it when running several.
 */
export function credentialAttempts(limit = 20, windowMs = 10 * 60_000): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const email =
        typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 200) : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${email}`;
    },
    handler: (_req, res) => {
      res.status(429).json({ message: TOO_MANY_ATTEMPTS, error: {} });
    },
  });
}

/**
 * Account creation per client address: signup and instant signup share one count (each runs a 32 MiB
 * scrypt), `limit` in 10 minutes (SIGNUP_LIMIT_PER_IP, default 20), then 429. In memory per process.
 */
export function signupAttempts(limit: number, windowMs = 10 * 60_000): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (_req, res) => {
      res.status(429).json({ message: TOO_MANY_ATTEMPTS, error: {} });
    },
  });
}
