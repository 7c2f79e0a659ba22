import type { FastifyRequest } from 'fastify';
import { currentUser } from './guards';
import type { SessionUser } from '../accounts/sessions';

/** Who acts and when; times of a form are read in the caller's zone. */
export interface StaffActor {
  user: SessionUser;
  now: Date;
  zone: string;
}

/** The signed-in caller of a request as the actor of a command, at the app clock's time. */
export const actorOf = (request: FastifyRequest, now: Date): StaffActor => ({ user: currentUser(request), now, zone: request.timezone });
