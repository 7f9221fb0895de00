vcl 4.1;

import std;

# Varnish in front of one or more Quiet Notes server processes (docs/scaling.md).
#
# What it keeps is what the servers say it may: anonymous visitors' pages, feeds, the sitemap and public
# GraphQL reads sent as GET come with `s-maxage` (SHARED_CACHE_SECONDS) and `stale-while-revalidate`;
# everything else is `private`, `no-cache` or `no-store`, which Varnish's built-in rules never keep.
# A server sends PURGE here after every change to what the public sees (CACHE_PURGE_URLS), which drops
# everything kept: a blog changes rarely, and a purge costs one miss per page.
#
# The servers are named in backends.vcl, found on vcl_path beside this file: copy backends.example.vcl.
# It defines the backends, `sub quiet_notes_backend` (which picks one per request) and the
# `quiet_notes_purgers` ACL (who may purge).
include "backends.vcl";

sub vcl_recv {
    call quiet_notes_backend;

    if (req.method == "PURGE") {
        if (client.ip !~ quiet_notes_purgers) {
            return (synth(403, "Not allowed to purge"));
        }
        # A ban on a header of the stored answer (not on the request), so Varnish's ban lurker can drop the
        # banned answers in the background instead of testing them on each lookup.
        ban("obj.http.x-quiet-notes-url ~ .");
        return (synth(200, "Purged"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A signed-in request's answers are the user's alone; the servers mark them private too.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)blog_session=") {
        return (pass);
    }
    # An unprefixed page (/, /about) speaks the site's default language, and the servers send a visitor who
    # prefers the other on to its /zh/ or /en/ page (Vary: Accept-Language). The preference is folded here to
    # zh, en or nothing, so each page is kept in three variants at most: the language switch's cookie first,
    # else the browser's first language (browsers list theirs best first; a later, preferred one is missed).
    if (req.http.Cookie ~ "(^|;\s*)lang=(zh|en)(;|$)") {
        set req.http.Accept-Language = regsub(req.http.Cookie, "^(.*;\s*)?lang=(zh|en)(;.*)?$", "\2");
    } elsif (req.http.Accept-Language ~ "(?i)^\s*(zh|en)\b") {
        set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language, "(?i)^\s*(zh|en)\b.*$", "\1"));
    } else {
        unset req.http.Accept-Language;
    }
    # The fediverse addresses (the actor, each article) answer ActivityPub JSON to a fediverse server and send a
    # browser on to the page (Vary: Accept). Accept is folded into those two buckets, so each address is kept
    # in two variants and never hands one's answer to the other, however either spells its Accept.
    if (req.url ~ "^/ap/") {
        if (req.http.Accept ~ "(?i)application/(activity\+json|ld\+json|json)") {
            set req.http.Accept = "application/activity+json";
        } else {
            set req.http.Accept = "text/html";
        }
    }
    # Any other cookie (a captcha's) changes no public answer: dropped, so that the answer can be shared.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_hash {
    # The bucket is part of the key too, so the two are apart even if an answer forgot its Vary. Varnish's
    # built-in vcl_hash (URL and host) runs after this.
    if (req.url ~ "^/ap/") {
        hash_data(req.http.Accept);
    }
}

sub vcl_backend_response {
    set beresp.http.x-quiet-notes-url = bereq.url;
}

sub vcl_deliver {
    unset resp.http.x-quiet-notes-url;
}
