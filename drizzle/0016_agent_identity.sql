ALTER TABLE "asset" ADD COLUMN "agent_device_id" text;--> statement-breakpoint
ALTER TABLE "asset" ADD COLUMN "operating_system" text;--> statement-breakpoint
CREATE INDEX "asset_org_agent_device_idx" ON "asset" USING btree ("organization_id","agent_device_id") WHERE agent_device_id is not null;