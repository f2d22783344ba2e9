-- "Free" was the shipping words' default before the delivery fee became its own amount (0027): a product that ships
-- free now says so from its fee, and the old word only repeated it ("Free delivery · Free"). A seller's own longer
-- words ("Free, insured") stay.
UPDATE "products" SET "shipping" = '' WHERE lower(trim("shipping")) = 'free' AND "delivery_fee_paise" = 0;
