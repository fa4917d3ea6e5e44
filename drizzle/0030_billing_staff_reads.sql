-- By hand (decision 0115): staff's billing role reads the workspaces' members and their names and
-- addresses (the customers list's owner and member count). 0028 granted the SELECT, but both
-- tables have row-level security (0004) with a policy for the tenant role only, so the staff
-- role saw no row. Still select-only, on these two tables and the billing ones alone.
CREATE POLICY "auth_member_billing_staff" ON "auth_member" AS PERMISSIVE FOR SELECT TO app_billing_staff
	USING (true);--> statement-breakpoint
CREATE POLICY "auth_user_billing_staff" ON "auth_user" AS PERMISSIVE FOR SELECT TO app_billing_staff
	USING (true);
