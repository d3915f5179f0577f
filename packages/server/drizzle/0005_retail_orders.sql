CREATE TABLE "retailer_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailer_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retailer_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_links_status_check" CHECK ("retailer_links"."status" in ('PENDING', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"created_by_manufacturer_id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"gstin" text,
	"outlet_name" text NOT NULL,
	"outlet_addr" text NOT NULL,
	"contact_person" text NOT NULL,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_type_check" CHECK ("retailers"."type" is null or "retailers"."type" in ('Retailer', 'Wholesaler', 'Distributor'))
);
--> statement-breakpoint
ALTER TABLE "retailer_links" ADD CONSTRAINT "retailer_links_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_links" ADD CONSTRAINT "retailer_links_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_created_by_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("created_by_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_links_pair_unique" ON "retailer_links" USING btree ("manufacturer_id","retailer_id");--> statement-breakpoint
CREATE INDEX "retailer_links_manufacturer_status_idx" ON "retailer_links" USING btree ("manufacturer_id","status");--> statement-breakpoint
CREATE INDEX "retailer_links_retailer_idx" ON "retailer_links" USING btree ("retailer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retailers_user_id_unique" ON "retailers" USING btree ("user_id");