-- The proxy generator's lists are public catalogue answers (ADR 011, ADR 413): a write to the
-- gateway hosts, the pool's countries or its states drops the cached answers on every instance
-- at once, as the other catalogue tables do (0009), instead of after PUBLIC_CACHE_SECONDS.
CREATE TRIGGER gateway_hosts_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gateway_hosts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER proxy_countries_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON proxy_countries FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
--> statement-breakpoint
CREATE TRIGGER proxy_states_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON proxy_states FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_change();
