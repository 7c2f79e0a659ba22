import { z } from 'zod';
import { envelope } from '@portal/domain';

/** Wire pieces the route schemas of several resources share. */

/** A positive whole id in a body or query (params use the domain's idParam). */
export const id = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });

/** A required trimmed text of at most `max` characters. */
export const text = (max: number) => z.string({ error: 'requiredParam' }).trim().min(1, { error: 'requiredParam' }).max(max, { error: 'tooLong' });

/** The answer of a command that creates or changes one record: its id. */
export const idAnswer = envelope({ data: z.object({ id: z.number() }).optional() });

/** Tags and security of the buyer workbench routes in the OpenAPI document. */
export const workbench = { tags: ['buyer workbench'], security: [{ bearer: [] }] };
