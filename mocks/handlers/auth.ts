/** POST /auth/login and POST /auth/refresh-token. */
import { loginBodySchema, refreshBodySchema } from '../../src/api/auth/schemas';
import { findLogin, issueTokens, rotateRefreshToken } from '../db/sessions';
import { db } from '../db/store';
import { toUser } from '../db/wire';
import { error, json, publicRoute, readJson } from './guard';

export { setAccessTokenTtl } from '../db/sessions';

export const authHandlers = [
  publicRoute('post', '/auth/login', async ({ request }) => {
    const body = await readJson(request, loginBodySchema);
    if (body instanceof Response) return body;
    const user = findLogin(db, body.identifier, body.password);
    if (!user) return error(401, 'Invalid credentials');
    return json({ user: toUser(user), tokens: issueTokens(db, user.id) });
  }),

  publicRoute('post', '/auth/refresh-token', async ({ request }) => {
    const body = await readJson(request, refreshBodySchema);
    if (body instanceof Response) return body;
    const tokens = rotateRefreshToken(db, body.oldRefreshToken);
    return tokens ? json(tokens) : error(401, 'Invalid or expired refresh token');
  }),
];
