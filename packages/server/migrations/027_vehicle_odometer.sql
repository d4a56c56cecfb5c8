-- A vehicle's odometer as the planners' driving habit reads it (driving-habit.rules.ts): the highest
-- reading on or after the sale, on the latest day it was read, from the vehicle's repair orders and
-- recorded mileage. Kept by the triggers below, so a planner run narrows its candidates by mileage on
-- these two columns (planner.repository.ts) instead of probing every candidate's history.
ALTER TABLE service_vehicle
  ADD COLUMN odometer_miles integer,
  ADD COLUMN odometer_on date;

CREATE FUNCTION refresh_odometers(vehicle_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE service_vehicle v SET (odometer_miles, odometer_on) = (
    SELECT p.mileage, p.day
      FROM (SELECT r.closed_on AS day, r.mileage FROM repair_order r
             WHERE r.vehicle_id = v.id AND r.mileage IS NOT NULL
            UNION ALL
            SELECT mr.recorded_at::date, mr.last_mileage FROM vehicle_mileage_record mr
             WHERE mr.vehicle_id = v.id) p
     WHERE v.sold_date IS NULL OR p.day >= v.sold_date
     ORDER BY p.mileage DESC, p.day DESC
     LIMIT 1)
   WHERE v.id = ANY(vehicle_ids);
$$;

-- Once per statement, so a bulk load (an import, the demo seed) refreshes each vehicle once.
CREATE FUNCTION odometer_readings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_odometers(ARRAY(SELECT DISTINCT vehicle_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_odometers(ARRAY(SELECT DISTINCT vehicle_id FROM removed));
  ELSE
    PERFORM refresh_odometers(ARRAY(SELECT vehicle_id FROM added UNION SELECT vehicle_id FROM removed));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER repair_order_odometer_insert AFTER INSERT ON repair_order
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();
CREATE TRIGGER repair_order_odometer_update AFTER UPDATE ON repair_order
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();
CREATE TRIGGER repair_order_odometer_delete AFTER DELETE ON repair_order
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();
CREATE TRIGGER vehicle_mileage_record_odometer_insert AFTER INSERT ON vehicle_mileage_record
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();
CREATE TRIGGER vehicle_mileage_record_odometer_update AFTER UPDATE ON vehicle_mileage_record
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();
CREATE TRIGGER vehicle_mileage_record_odometer_delete AFTER DELETE ON vehicle_mileage_record
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION odometer_readings_changed();

-- A changed sale date moves the readings that count.
CREATE FUNCTION sale_date_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_odometers(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER service_vehicle_sale_odometer AFTER UPDATE OF sold_date ON service_vehicle
  FOR EACH ROW WHEN (OLD.sold_date IS DISTINCT FROM NEW.sold_date) EXECUTE FUNCTION sale_date_changed();

SELECT refresh_odometers(ARRAY(SELECT id FROM service_vehicle));
