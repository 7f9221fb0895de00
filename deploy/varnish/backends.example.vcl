# Copy to backends.vcl (beside quiet-notes.vcl, or anywhere on vcl_path) and list the server processes.
import directors;

backend one {
    .host = "10.0.0.11";
    .port = "4000";
    .probe = { .url = "/healthz"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

backend two {
    .host = "10.0.0.12";
    .port = "4000";
    .probe = { .url = "/healthz"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
}

# The addresses the servers send their purges from.
acl quiet_notes_purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/24;
}

sub vcl_init {
    new quiet_notes = directors.round_robin();
    quiet_notes.add_backend(one);
    quiet_notes.add_backend(two);
}

sub quiet_notes_backend {
    set req.backend_hint = quiet_notes.backend();
}
