import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_VALID_SECONDS } from '@portal/domain';
import type { Queryable } from '../db/index';
import { warning } from '../http/errors';

/**
 * Characters that read alike (0/o/O, 1/i/l/I) are left out; answers compare case-insensitively. svg-captcha
 * picks the text with Math.random, which is enough here: an answer allows one guess and lives 5 minutes (CAPTCHA_VALID_SECONDS).
 */
const IMAGE_OPTIONS = { size: 4, ignoreChars: '0oO1iIlL', noise: 3, color: true, background: '#f4f6fa', width: 120, height: 40, fontSize: 42 };

/** A new captcha image (an SVG data URI) and the id under which its answer is kept. */
export async function issueCaptcha(db: Queryable, now: Date): Promise<{ uuid: string; img: string }> {
  const { text, data } = svgCaptcha.create(IMAGE_OPTIONS);
  const uuid = randomUUID();
  await db.query('INSERT INTO captcha (uuid, answer, create_time, expires_at) VALUES ($1, $2, $3, $4)', [
    uuid,
    text.toLowerCase(),
    now,
    new Date(now.getTime() + CAPTCHA_VALID_SECONDS * 1000),
  ]);
  return { uuid, img: 'data:image/svg+xml;base64,' + Buffer.from(data).toString('base64') };
}

/**
 * Checks an answer and uses the captcha up, right or wrong, so each image allows one guess. Refuses with
 * captchaRequired, captchaUsed, captchaExpired (also for an unknown id) or captchaWrong.
 */
export async function checkCaptcha(db: Queryable, uuid: string | undefined, answer: string | undefined, now: Date): Promise<void> {
  if (!uuid || !answer) throw warning('captchaRequired');
  const [claimed] = await db.query<{ answer: string; expires_at: Date }>(
    'UPDATE captcha SET used_at = $2 WHERE uuid = $1 AND used_at IS NULL RETURNING answer, expires_at',
    [uuid, now],
  );
  if (!claimed) {
    const [seen] = await db.query('SELECT 1 FROM captcha WHERE uuid = $1', [uuid]);
    throw warning(seen ? 'captchaUsed' : 'captchaExpired');
  }
  if (claimed.expires_at <= now) throw warning('captchaExpired');
  if (claimed.answer !== answer.trim().toLowerCase()) throw warning('captchaWrong');
}
