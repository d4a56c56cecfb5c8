-- A lead from the web form or from a text by an unknown number names no vehicle: its model and
-- year are not given (NULL) rather than invented ('Unknown', the year the lead came in), so staff
-- read "Ford, model not given" and the assistant never texts "your Unknown".
ALTER TABLE service_vehicle ALTER COLUMN model DROP NOT NULL;
ALTER TABLE service_vehicle ALTER COLUMN year DROP NOT NULL;
UPDATE service_vehicle SET model = NULL, year = NULL WHERE vin = 'UNKNOWN0000000000' AND model = 'Unknown';
