// Who a module's command acts as, for its journal entries and history: the signed-in viewer's
// id, name and e-mail, nothing more of the session (one helper for every module's runner).

export interface Actor {
  id: string;
  name: string;
  email: string;
}

export const actorOf = (viewer: Actor): Actor => ({
  id: viewer.id,
  name: viewer.name,
  email: viewer.email,
});
