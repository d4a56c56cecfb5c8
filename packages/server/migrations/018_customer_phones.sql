-- Issue 14 (customers): staff edit a customer's second phone and see each number's line type.
-- A phone-number lookup fills the line types; null means the number was never looked up. A landline
-- cannot receive texts, which the customer panel shows beside the number.
ALTER TABLE customer
  ADD COLUMN phone text CHECK (phone ~ '^\+1[0-9]{10}$'),
  ADD COLUMN cellular_line_type text CHECK (cellular_line_type IN ('mobile', 'landline', 'voip')),
  ADD COLUMN phone_line_type text CHECK (phone_line_type IN ('mobile', 'landline', 'voip')),
  ADD COLUMN line_types_checked_at timestamptz;

-- A vehicle is attached to a customer once (attach and the DMS add look it up by VIN).
CREATE INDEX service_vehicle_customer_vin_idx ON service_vehicle (customer_id, vin);
