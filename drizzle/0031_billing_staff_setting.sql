ALTER POLICY "billing_account_staff" ON "billing_account" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "billing_invoice_staff" ON "billing_invoice" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "billing_payment_staff" ON "billing_payment" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "billing_pending_line_staff" ON "billing_pending_line" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "billing_quote_staff" ON "billing_quote" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "billing_reminder_staff" ON "billing_reminder" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
-- By hand (decision 0110): the application's role is a member of app_billing_staff (it switches to
-- it), and PostgreSQL applies a role's policies to its members, so the staff policies of 0028 let
-- a query that skipped the helpers read every workspace's billing rows (business-tables test, on
-- PostgreSQL). They now also need the transaction's `app.billing_staff` (inBillingStaff); 0030's
-- two on the workspaces' members and users too.
ALTER POLICY "auth_member_billing_staff" ON "auth_member" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');--> statement-breakpoint
ALTER POLICY "auth_user_billing_staff" ON "auth_user" TO app_billing_staff USING (current_setting('app.billing_staff', true) = 'on');
