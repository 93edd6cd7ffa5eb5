CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_created_at_index" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_confirmed_at_index" ON "payment_transactions" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_index" ON "leads" USING btree ("created_at");