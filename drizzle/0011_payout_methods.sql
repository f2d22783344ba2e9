CREATE TABLE "payout_methods" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upi_id_encrypted" text,
	"upi_id_masked" text,
	"account_holder_name" text,
	"account_number_encrypted" text,
	"account_number_last4" text,
	"ifsc" text,
	"bank_name" text,
	"pan_encrypted" text,
	"pan_last4" text,
	"pan_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_kind_fields" CHECK (("payout_methods"."kind" = 'upi' and "payout_methods"."upi_id_encrypted" is not null and "payout_methods"."upi_id_masked" is not null
        and "payout_methods"."account_number_encrypted" is null and "payout_methods"."account_number_last4" is null
        and "payout_methods"."account_holder_name" is null and "payout_methods"."ifsc" is null and "payout_methods"."bank_name" is null)
      or ("payout_methods"."kind" = 'bank' and "payout_methods"."upi_id_encrypted" is null and "payout_methods"."upi_id_masked" is null
        and "payout_methods"."account_number_encrypted" is not null and "payout_methods"."account_number_last4" is not null
        and "payout_methods"."account_holder_name" is not null and "payout_methods"."ifsc" is not null and "payout_methods"."bank_name" is not null)),
	CONSTRAINT "payout_methods_pan_fields" CHECK (("payout_methods"."pan_encrypted" is null) = ("payout_methods"."pan_last4" is null)
        and ("payout_methods"."pan_encrypted" is null) = ("payout_methods"."pan_name" is null))
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;