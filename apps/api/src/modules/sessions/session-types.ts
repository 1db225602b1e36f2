// What a live session is: read by sessions.service and remembered by session-cache.ts (a file of
// its own so that neither imports the other).
import type { TipoUsuario } from '../../db/schema';

export interface SessionUser {
  id: number;
  tipo_usuario: TipoUsuario;
  email: string;
}

export interface ActiveSession {
  id: number;
  user: SessionUser;
}
