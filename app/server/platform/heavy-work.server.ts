import { createTenantSlots } from "./tenant-slots.server";

// What one workspace may run at once of the heavy work (decision 0075). Parsing (agent
// submissions, inbound e-mails, CSV uploads and previews): 1 at a time, so that of the pool's 2 threads one is always free for the other workspaces; 24
// more waiting (an agent fleet reporting at 9:00 queues rather than fails); beyond, 429. Imports:
// one at a time (their final transactions are serialised in the database anyway), none waiting.

export const parseSlots = createTenantSlots({ running: 1, waiting: 24, retryAfterSeconds: 10 });

export const importSlots = createTenantSlots({ running: 1, waiting: 0, retryAfterSeconds: 30 });
