/**
 * The word table of tool search, as data: English synonym groups with their weights,
 * abbreviations, a Chinese to English glossary, the words that qualify a request, and Chinese stop
 * words. `../words.ts` reads it; its doc comments hold the rules every entry here follows and
 * what each weight means. Nothing else in the search imports this module (its test does).
 *
 * Generated once from the two former tables (`lexicon.ts`, the tables tuned with the search, and
 * `vocabulary.ts`, the general vocabulary); edit by hand from now on, by the rules in
 * `../words.ts`. How to add an entry, and what to run afterwards: `./README.md`.
 */

/**
 * The synonym groups that name an action (create, delete, list, send, deploy, ...), the first
 * groups of `SYNONYM_GROUP_DATA`: a query word in one of them states what the request does
 * (see `ACTION_WORDS` in `../words.ts`).
 */
export const ACTION_GROUP_DATA: readonly { readonly words: readonly string[]; readonly weight: number }[] = [
	{ words: ["create", "add", "new", "make", "insert", "register", "open"], weight: 0.6 },
	{ words: ["delete", "remove", "drop", "destroy", "erase", "purge", "discard"], weight: 0.7 },
	{ words: ["list", "enumerate", "browse", "all"], weight: 0.6 },
	{ words: ["get", "fetch", "retrieve", "read", "show", "view", "display", "describe", "inspect", "see"], weight: 0.5 },
	{ words: ["list", "get", "show", "view"], weight: 0.4 },
	{ words: ["search", "find", "query", "lookup", "look", "seek", "filter", "grep"], weight: 0.6 },
	{ words: ["update", "edit", "modify", "change", "patch", "alter", "set"], weight: 0.6 },
	// HTTP verbs as REST APIs use them, which many tools are named after.
	{ words: ["create", "post"], weight: 0.5 },
	{ words: ["update", "put"], weight: 0.5 },
	{ words: ["rename", "retitle"], weight: 0.8 }, // change the name
	{ words: ["send", "post", "deliver", "submit"], weight: 0.6 },
	{ words: ["reply", "respond", "answer"], weight: 0.7 }, // respond to message
	// Telling people something is sending them a message.
	{ words: ["notify", "message", "announce", "send"], weight: 0.4 },
	{ words: ["reschedule", "postpone", "delay", "move"], weight: 0.5 },
	{ words: ["blame", "annotate", "authorship"], weight: 0.6 },
	{ words: ["emulate", "simulate", "mimic"], weight: 0.6 }, // emulation
	{ words: ["run", "execute", "exec", "trigger", "invoke", "launch", "call"], weight: 0.6 },
	{ words: ["start", "begin", "launch", "open"], weight: 0.5 },
	{ words: ["stop", "kill", "terminate", "halt", "abort", "end"], weight: 0.6 },
	{ words: ["cancel", "abort", "revoke", "void"], weight: 0.6 },
	{ words: ["restart", "reboot", "reload", "relaunch"], weight: 0.7 },
	{ words: ["pause", "suspend", "freeze"], weight: 0.7 },
	{ words: ["resume", "unpause", "continue", "restore"], weight: 0.6 },
	{ words: ["upload", "attach", "put"], weight: 0.5 },
	{ words: ["download", "save", "export"], weight: 0.5 },
	{ words: ["import", "load", "ingest"], weight: 0.6 },
	{ words: ["move", "transfer", "relocate"], weight: 0.7 }, // change location
	{ words: ["copy", "clone", "duplicate", "replicate"], weight: 0.7 }, // make a copy
	{ words: ["merge", "combine", "join"], weight: 0.5 },
	{ words: ["deploy", "publish", "release", "ship", "rollout"], weight: 0.5 }, // put into service
	{ words: ["rollback", "revert", "undo", "restore"], weight: 0.6 },
	{ words: ["install", "setup"], weight: 0.6 },
	{ words: ["uninstall", "remove"], weight: 0.6 }, // take software out
	{ words: ["connect", "link", "attach", "bind"], weight: 0.5 },
	{ words: ["disconnect", "unlink", "detach", "unbind"], weight: 0.6 },
	{ words: ["assign", "allocate", "delegate"], weight: 0.7 },
	{ words: ["approve", "accept", "confirm"], weight: 0.6 },
	{ words: ["reject", "decline", "deny", "refuse"], weight: 0.7 },
	{ words: ["close", "resolve", "finish", "complete", "done"], weight: 0.5 }, // close an issue
	{ words: ["archive", "shelve"], weight: 0.7 },
	{ words: ["schedule", "plan", "book"], weight: 0.5 },
	{ words: ["check", "verify", "validate", "test"], weight: 0.5 },
	{ words: ["lint", "linter", "syntax", "validate"], weight: 0.5 },
	{ words: ["analyze", "analyse", "inspect", "examine", "diagnose", "investigate", "debug"], weight: 0.5 },
	{ words: ["monitor", "watch", "track", "observe"], weight: 0.5 }, // keep watch
	{ words: ["scrape", "crawl", "extract", "harvest"], weight: 0.6 },
	{ words: ["convert", "transform", "translate"], weight: 0.6 },
	{ words: ["generate", "produce", "render", "draw", "plot"], weight: 0.5 },
	{ words: ["count", "tally", "total"], weight: 0.6 },
	{ words: ["sort", "order", "rank"], weight: 0.5 },
	{ words: ["sync", "synchronize", "refresh"], weight: 0.6 },
	{ words: ["login", "signin", "authenticate", "logon"], weight: 0.7 },
	// Being signed in: the session of an authenticated user.
	{ words: ["login", "authentication", "session"], weight: 0.4 },
	{ words: ["logout", "signout", "logoff"], weight: 0.7 }, // end session
	{ words: ["subscribe", "follow", "watch"], weight: 0.5 }, // get updates
	{ words: ["unsubscribe", "unfollow", "unwatch"], weight: 0.6 }, // stop updates
	{ words: ["mute", "silence", "snooze"], weight: 0.7 },
	{ words: ["enable", "activate", "turn"], weight: 0.5 },
	{ words: ["disable", "deactivate", "turn"], weight: 0.5 },
	{ words: ["scale", "resize"], weight: 0.5 },
	{ words: ["navigate", "go", "visit", "browse", "open"], weight: 0.5 },
	{ words: ["click", "press", "tap"], weight: 0.6 },
];

/**
 * Synonym groups, English, unstemmed: words that name the same action or thing, and the weight of
 * a match on another word of the group (see `SYNONYM_GROUPS` in `../words.ts`). A trailing
 * comment says what the group names.
 */
export const SYNONYM_GROUP_DATA: readonly { readonly words: readonly string[]; readonly weight: number }[] = [
	// Actions.
	...ACTION_GROUP_DATA,
	// Actions whose words as often name a thing: a summary, a diff, a label, a note, a payment.
	{ words: ["type", "fill", "enter", "input"], weight: 0.5 },
	{ words: ["summarize", "summary", "overview", "digest"], weight: 0.6 },
	{ words: ["compare", "diff", "difference"], weight: 0.6 },
	{ words: ["tag", "label"], weight: 0.7 },
	{ words: ["comment", "note", "reply", "remark"], weight: 0.5 },
	{ words: ["pay", "payment", "charge", "checkout"], weight: 0.5 },
	// Things.
	{ words: ["issue", "ticket", "bug", "defect"], weight: 0.6 },
	{ words: ["task", "todo", "item", "work"], weight: 0.5 },
	{ words: ["message", "msg", "chat", "dm"], weight: 0.6 },
	{ words: ["email", "mail", "inbox"], weight: 0.7 },
	{ words: ["meeting", "event", "appointment"], weight: 0.6 },
	{ words: ["calendar", "schedule", "agenda"], weight: 0.5 },
	{ words: ["user", "member", "account", "person", "people", "profile"], weight: 0.5 },
	{ words: ["team", "group", "squad"], weight: 0.6 },
	{ words: ["organization", "org", "company", "workspace"], weight: 0.5 },
	{ words: ["customer", "client", "buyer"], weight: 0.7 },
	{ words: ["invoice", "bill"], weight: 0.7 },
	{ words: ["price", "pricing", "cost", "fee"], weight: 0.6 },
	{ words: ["directory", "folder", "dir"], weight: 0.8 }, // file container
	{ words: ["file", "document", "doc"], weight: 0.5 },
	{ words: ["document", "doc", "page", "note"], weight: 0.5 },
	{ words: ["documentation", "docs", "doc", "manual", "reference", "guide"], weight: 0.6 },
	{ words: ["repository", "repo", "codebase"], weight: 0.9 },
	{ words: ["database", "db"], weight: 0.9 },
	{ words: ["table", "sheet", "spreadsheet"], weight: 0.5 },
	{ words: ["row", "record", "entry"], weight: 0.6 },
	{ words: ["column", "field", "attribute", "property"], weight: 0.5 }, // record attribute
	{ words: ["image", "picture", "photo", "img", "pic"], weight: 0.7 }, // image
	{ words: ["screenshot", "screengrab", "capture"], weight: 0.6 },
	{ words: ["chart", "graph", "plot", "diagram", "visualization", "visualize"], weight: 0.6 }, // visual chart
	{ words: ["website", "site", "webpage", "page", "url"], weight: 0.5 },
	{ words: ["web", "internet", "online"], weight: 0.7 }, // internet
	{ words: ["link", "url", "href"], weight: 0.6 },
	{ words: ["error", "exception", "failure", "crash", "fault"], weight: 0.6 },
	{ words: ["log", "logs", "logging", "output"], weight: 0.5 },
	{ words: ["metric", "measurement", "stat", "statistic", "telemetry"], weight: 0.5 },
	{ words: ["alert", "alarm", "notification", "alerting", "incident"], weight: 0.5 },
	{ words: ["notification", "notify", "notice"], weight: 0.6 },
	{ words: ["config", "configuration", "settings", "setting", "cfg", "preferences"], weight: 0.7 },
	{ words: ["environment", "env"], weight: 0.9 },
	{ words: ["variable", "var", "env"], weight: 0.6 },
	{ words: ["secret", "credential", "token", "password"], weight: 0.5 }, // sensitive value
	{ words: ["permission", "access", "role", "acl"], weight: 0.5 },
	{ words: ["key", "apikey"], weight: 0.6 },
	{ words: ["container", "docker"], weight: 0.4 },
	{ words: ["kubernetes", "k8s", "kube", "kubectl"], weight: 0.8 },
	{ words: ["server", "host", "machine", "instance", "node"], weight: 0.5 },
	{ words: ["process", "job", "program"], weight: 0.5 },
	{ words: ["pipeline", "workflow", "build", "ci"], weight: 0.5 },
	{ words: ["deployment", "release", "rollout"], weight: 0.5 },
	{ words: ["version", "revision", "release"], weight: 0.5 },
	{ words: ["branch", "ref"], weight: 0.6 },
	{ words: ["commit", "changeset"], weight: 0.7 },
	{ words: ["location", "place", "position", "geolocation", "locate", "where"], weight: 0.5 },
	{ words: ["coordinate", "coordinates", "latitude", "longitude", "lat", "lng", "lon", "gps"], weight: 0.6 },
	{ words: ["direction", "directions", "route", "routing", "navigation", "path", "itinerary"], weight: 0.5 },
	{ words: ["weather", "forecast", "temperature"], weight: 0.7 },
	// What the weather does is asked about as the weather: rain, snow, wind, humidity.
	{ words: ["weather", "rain", "snow", "wind", "humidity"], weight: 0.5 },
	{ words: ["distance", "far", "length"], weight: 0.5 },
	{ words: ["nearby", "near", "around", "nearest", "closest"], weight: 0.6 },
	{ words: ["time", "clock", "timezone"], weight: 0.5 },
	{ words: ["date", "day", "today", "tomorrow", "yesterday"], weight: 0.4 },
	{ words: ["sms", "text", "texting"], weight: 0.4 },
	{ words: ["phone", "mobile", "telephone", "cell"], weight: 0.6 },
	{ words: ["call", "dial", "phone"], weight: 0.5 },
	{ words: ["news", "headline", "article"], weight: 0.6 },
	{ words: ["paper", "article", "publication", "research"], weight: 0.5 },
	{ words: ["video", "clip", "movie"], weight: 0.6 },
	{ words: ["transcript", "caption", "subtitle"], weight: 0.7 },
	{ words: ["history", "past", "previous", "recent", "log"], weight: 0.4 },
	{ words: ["latest", "recent", "newest", "last", "current"], weight: 0.5 },
	{ words: ["current", "now", "present"], weight: 0.7 },
	{ words: ["status", "state", "health"], weight: 0.6 },
	{ words: ["usage", "consumption", "utilization"], weight: 0.6 },
	{ words: ["storage", "bucket", "blob"], weight: 0.5 },
	{ words: ["cache", "kv"], weight: 0.5 },
	{ words: ["schema", "structure", "mapping", "definition"], weight: 0.5 },
	{ words: ["code", "source", "snippet", "implementation"], weight: 0.5 },
	{ words: ["function", "method", "func", "procedure"], weight: 0.6 },
	{ words: ["component", "widget", "element"], weight: 0.5 },
	{ words: ["browser", "chrome", "tab"], weight: 0.4 },
	{ words: ["terminal", "shell", "command", "console", "cli"], weight: 0.5 },
	{ words: ["emoji", "reaction", "react"], weight: 0.7 }, // emoji response
	{ words: ["channel", "room", "conversation"], weight: 0.5 },
	{ words: ["thread", "conversation", "discussion"], weight: 0.5 },
	{ words: ["board", "kanban"], weight: 0.6 }, // task board
	{ words: ["card", "ticket"], weight: 0.4 },
	{ words: ["project", "repository"], weight: 0.3 },
	{ words: ["sprint", "iteration", "cycle"], weight: 0.7 }, // time-boxed period
	{ words: ["milestone", "goal", "target"], weight: 0.5 },
	{ words: ["subscription", "plan", "membership"], weight: 0.5 },
	{ words: ["refund", "reimburse", "chargeback"], weight: 0.7 },
	{ words: ["coupon", "discount", "promo", "voucher"], weight: 0.7 },
	{ words: ["product", "item", "sku"], weight: 0.4 },
	{ words: ["order", "purchase"], weight: 0.5 },
	{ words: ["contact", "person", "lead"], weight: 0.5 },
	{ words: ["domain", "hostname", "dns"], weight: 0.5 },
	{ words: ["queue", "topic", "stream"], weight: 0.4 },
	{ words: ["duration", "elapsed"], weight: 0.5 },
	{ words: ["dependency", "relation", "depend", "blocker"], weight: 0.5 },
	{ words: ["reference", "usage", "occurrence"], weight: 0.6 },
	// From the general vocabulary (see `../words.ts`, where it comes from); a group it shared with the
	// tuned groups above is there once, at the higher of the two weights.
	{ words: ["delete", "remove", "erase", "destroy", "trash", "discard"], weight: 0.7 }, // remove an item
	{ words: ["delete", "purge", "wipe", "clear", "prune"], weight: 0.4 }, // remove in bulk
	{ words: ["drop", "truncate", "delete"], weight: 0.4 }, // remove database object
	{ words: ["create", "new", "make", "add"], weight: 0.7 }, // bring new item into existence
	{ words: ["create", "generate", "produce", "compose"], weight: 0.4 }, // produce new content
	{ words: ["insert", "add", "append", "push"], weight: 0.4 }, // add into a collection
	{ words: ["create", "register", "enroll", "signup"], weight: 0.4 }, // make a new account
	{ words: ["update", "modify", "edit", "change", "alter", "amend", "revise"], weight: 0.7 }, // change an existing item
	{ words: ["update", "patch", "set", "adjust", "tweak", "configure"], weight: 0.4 }, // set specific values
	{ words: ["update", "refresh", "reload", "sync"], weight: 0.4 }, // bring to latest state
	{ words: ["get", "fetch", "retrieve", "obtain"], weight: 0.7 }, // obtain one item
	{ words: ["get", "read", "view", "show", "display", "open", "see"], weight: 0.4 }, // look at something
	{ words: ["get", "load", "pull", "download"], weight: 0.4 }, // bring data in
	{ words: ["list", "enumerate"], weight: 0.7 }, // all items of a kind
	{ words: ["list", "browse", "show"], weight: 0.4 }, // see many items
	{ words: ["search", "find", "lookup", "locate", "seek"], weight: 0.7 }, // look for items
	{ words: ["search", "query", "discover", "explore", "hunt"], weight: 0.4 }, // look for information
	{ words: ["search", "grep", "scan", "match"], weight: 0.4 }, // text pattern search
	{ words: ["filter", "narrow", "refine", "restrict"], weight: 0.7 }, // limit results by criteria
	{ words: ["sort", "order", "arrange", "rank"], weight: 0.7 }, // order results
	{ words: ["move", "migrate", "transfer", "port"], weight: 0.4 }, // move to another system
	{ words: ["save", "store", "persist"], weight: 0.7 }, // keep data
	{ words: ["upload", "import", "ingest", "load", "attach"], weight: 0.4 }, // bring data into system
	{ words: ["download", "export", "pull"], weight: 0.4 }, // take data out
	{ words: ["archive", "shelve", "hide"], weight: 0.4 }, // set aside without deleting
	{ words: ["restore", "recover", "undelete", "unarchive"], weight: 0.7 }, // bring back removed item
	{ words: ["replace", "substitute", "swap", "overwrite"], weight: 0.4 }, // put something in place
	{ words: ["count", "tally", "total", "number"], weight: 0.4 }, // how many
	{ words: ["describe", "detail", "inspect", "explain"], weight: 0.4 }, // show details of item
	{ words: ["info", "information", "details", "metadata", "properties"], weight: 0.4 }, // descriptive data about item
	{ words: ["verify", "validate"], weight: 0.7 }, // check correctness
	{ words: ["check", "verify", "confirm", "test", "ensure"], weight: 0.4 }, // make sure
	{ words: ["run", "execute", "invoke", "perform"], weight: 0.7 }, // carry out an action
	{ words: ["run", "launch", "trigger", "call", "start", "fire", "dispatch"], weight: 0.4 }, // set something going
	{ words: ["start", "begin", "initiate"], weight: 0.7 }, // begin something
	{ words: ["start", "launch", "boot", "spawn"], weight: 0.4 }, // bring process up
	{ words: ["stop", "halt"], weight: 0.7 }, // stop running
	{ words: ["terminate", "kill"], weight: 0.7 }, // forcibly end process
	{ words: ["stop", "terminate", "kill", "end", "shutdown"], weight: 0.4 }, // end running thing
	{ words: ["abort", "cancel"], weight: 0.7 }, // stop before completion
	{ words: ["cancel", "revoke", "withdraw", "void"], weight: 0.4 }, // cancel something pending
	{ words: ["pause", "suspend"], weight: 0.7 }, // temporarily stop
	{ words: ["pause", "suspend", "freeze", "hold"], weight: 0.4 }, // temporarily halt
	{ words: ["resume", "continue", "unpause"], weight: 0.7 }, // carry on after pause
	{ words: ["restart", "reboot", "relaunch"], weight: 0.7 }, // stop then start again
	{ words: ["restart", "reload", "refresh", "bounce"], weight: 0.4 }, // reinitialize
	{ words: ["enable", "activate"], weight: 0.7 }, // turn on
	{ words: ["enable", "allow", "unlock", "unblock"], weight: 0.4 }, // make available
	{ words: ["disable", "deactivate"], weight: 0.7 }, // turn off
	{ words: ["disable", "block", "lock", "suspend"], weight: 0.4 }, // make unavailable
	{ words: ["close", "shut"], weight: 0.7 }, // close something open
	{ words: ["reopen", "unresolve"], weight: 0.7 }, // open again
	{ words: ["complete", "finish", "done"], weight: 0.7 }, // reach the end
	{ words: ["end", "finish", "conclude"], weight: 0.4 }, // reach the end
	{ words: ["assign", "allocate", "delegate", "designate"], weight: 0.4 }, // give to someone
	{ words: ["unassign", "deallocate"], weight: 0.7 }, // take away assignment
	{ words: ["approve", "accept", "authorize", "sanction"], weight: 0.4 }, // say yes
	{ words: ["approve", "lgtm"], weight: 0.7 }, // approve a change
	{ words: ["reject", "decline", "deny", "refuse", "dismiss"], weight: 0.4 }, // say no
	{ words: ["submit", "send", "post"], weight: 0.4 }, // hand in
	{ words: ["send", "dispatch", "deliver", "transmit"], weight: 0.4 }, // send out
	{ words: ["publish", "release", "post", "share"], weight: 0.4 }, // make public
	{ words: ["notify", "alert", "ping", "inform"], weight: 0.4 }, // tell someone
	{ words: ["forward", "relay"], weight: 0.7 }, // pass message on
	{ words: ["mention", "tag", "ping"], weight: 0.4 }, // refer to a person
	{ words: ["message", "msg", "chat", "dm", "text"], weight: 0.4 }, // chat message
	{ words: ["channel", "room", "chatroom"], weight: 0.4 }, // chat space
	{ words: ["thread", "conversation", "discussion", "topic"], weight: 0.4 }, // message thread
	{ words: ["email", "mail"], weight: 0.7 }, // electronic mail
	{ words: ["email", "mail", "inbox", "message", "letter"], weight: 0.4 }, // electronic mail
	{ words: ["inbox", "mailbox"], weight: 0.7 }, // received mail
	{ words: ["attachment", "attach", "file", "enclosure"], weight: 0.4 }, // file with message
	{ words: ["draft", "preliminary", "wip"], weight: 0.4 }, // unfinished version
	{ words: ["contact", "person", "people"], weight: 0.4 }, // person record
	{ words: ["user", "account"], weight: 0.7 }, // person using system
	{ words: ["user", "account", "member", "person", "profile"], weight: 0.4 }, // person using system
	{ words: ["team", "group", "squad", "crew"], weight: 0.4 }, // group of people
	{ words: ["organization", "org", "company", "workspace", "tenant", "enterprise"], weight: 0.4 }, // top-level owner entity
	{ words: ["permission", "privilege", "right"], weight: 0.7 }, // access allowance
	{ words: ["role", "permission", "privilege", "access", "scope"], weight: 0.4 }, // access control
	{ words: ["grant", "give", "allow", "authorize", "share"], weight: 0.4 }, // give access
	{ words: ["revoke", "withdraw", "rescind", "unshare"], weight: 0.4 }, // take access away
	{ words: ["login", "signin", "logon"], weight: 0.7 }, // start session
	{ words: ["login", "signin", "authenticate", "auth"], weight: 0.4 }, // prove identity
	{ words: ["register", "signup", "enroll"], weight: 0.7 }, // create account
	{ words: ["password", "passphrase", "passcode", "credential"], weight: 0.4 }, // secret for login
	{ words: ["token", "apikey", "credential", "key", "secret"], weight: 0.4 }, // access secret
	{ words: ["invite", "invitation"], weight: 0.7 }, // ask to join
	{ words: ["ban", "block", "kick", "mute", "suspend"], weight: 0.4 }, // restrict a user
	{ words: ["pin", "sticky"], weight: 0.4 }, // keep at top
	{ words: ["star", "favorite", "bookmark"], weight: 0.4 }, // mark as favorite
	{ words: ["subscribe", "signup", "optin"], weight: 0.4 }, // sign up for updates
	{ words: ["unsubscribe", "optout", "cancel"], weight: 0.4 }, // stop subscription
	{ words: ["block", "blacklist", "blocklist", "deny"], weight: 0.4 }, // deny list
	{ words: ["allow", "whitelist", "allowlist", "permit"], weight: 0.4 }, // allow list
	{ words: ["broadcast", "announce", "announcement"], weight: 0.4 }, // message to many
	{ words: ["unread", "new", "unseen"], weight: 0.4 }, // not yet read
	{ words: ["spam", "junk"], weight: 0.4 }, // unwanted mail
	{ words: ["recipient", "receiver", "addressee"], weight: 0.4 }, // message target
	{ words: ["sender", "author"], weight: 0.4 }, // message origin
	{ words: ["schedule", "plan", "book", "arrange"], weight: 0.4 }, // set a time
	{ words: ["schedule", "calendar", "agenda", "timetable"], weight: 0.4 }, // planned events
	{ words: ["meeting", "event", "appointment", "call"], weight: 0.4 }, // calendar entry
	{ words: ["meeting", "conference"], weight: 0.7 }, // gathering of people
	{ words: ["appointment", "booking", "reservation"], weight: 0.4 }, // booked slot
	{ words: ["remind", "reminder", "alarm", "alert"], weight: 0.4 }, // prompt at a time
	{ words: ["invitation", "invite", "rsvp"], weight: 0.4 }, // calendar invite
	{ words: ["availability", "available", "free", "busy", "freebusy"], weight: 0.4 }, // open time
	{ words: ["busy", "occupied", "unavailable"], weight: 0.4 }, // not free
	{ words: ["slot", "timeslot", "window"], weight: 0.4 }, // time window
	{ words: ["reschedule", "postpone", "delay", "defer", "move"], weight: 0.4 }, // change the time
	{ words: ["recurring", "repeat", "recurrence", "periodic"], weight: 0.4 }, // repeats over time
	{ words: ["deadline", "due", "duedate"], weight: 0.7 }, // time limit
	{ words: ["attendee", "participant", "guest", "invitee"], weight: 0.7 }, // person at meeting
	{ words: ["organizer", "host", "owner"], weight: 0.4 }, // meeting owner
	{ words: ["date", "day"], weight: 0.4 }, // calendar day
	{ words: ["time", "clock", "hour"], weight: 0.4 }, // time of day
	{ words: ["timezone", "tz", "offset", "zone"], weight: 0.4 }, // time zone
	{ words: ["timestamp", "epoch", "unix", "datetime"], weight: 0.4 }, // machine time value
	{ words: ["duration", "interval", "period", "span", "length", "elapsed"], weight: 0.4 }, // amount of time
	{ words: ["now", "current", "today"], weight: 0.4 }, // current time
	{ words: ["room", "venue", "location", "space"], weight: 0.4 }, // meeting place
	{ words: ["standup", "sync", "checkin", "meeting"], weight: 0.4 }, // team meeting
	{ words: ["vacation", "leave", "holiday", "timeoff", "pto", "ooo"], weight: 0.4 }, // time away
	{ words: ["countdown", "timer", "stopwatch"], weight: 0.4 }, // time counting
	{ words: ["repository", "repo"], weight: 0.7 }, // code storage
	{ words: ["repository", "repo", "codebase", "project"], weight: 0.4 }, // code storage
	{ words: ["commit", "revision", "changeset"], weight: 0.4 }, // recorded change
	{ words: ["branch", "ref", "head"], weight: 0.4 }, // line of development
	{ words: ["merge", "combine", "integrate", "join"], weight: 0.4 }, // bring together
	{ words: ["rebase", "squash", "fixup"], weight: 0.4 }, // rewrite commit history
	{ words: ["blame", "annotate", "praise"], weight: 0.7 }, // who changed line
	{ words: ["diff", "difference", "delta"], weight: 0.7 }, // what changed
	{ words: ["diff", "changes", "compare", "patch"], weight: 0.4 }, // what changed
	{ words: ["compare", "diff", "contrast"], weight: 0.4 }, // compare two things
	{ words: ["tag", "label", "marker"], weight: 0.4 }, // named marker
	{ words: ["release", "version", "ship", "publish"], weight: 0.4 }, // versioned delivery
	{ words: ["version", "revision", "release", "build"], weight: 0.4 }, // identified version
	{ words: ["cherrypick", "backport"], weight: 0.4 }, // apply single commit
	{ words: ["checkout", "switch"], weight: 0.4 }, // change branch
	{ words: ["stash", "shelve"], weight: 0.4 }, // set changes aside
	{ words: ["push", "upload", "publish"], weight: 0.4 }, // send to remote
	{ words: ["pull", "fetch", "sync", "download"], weight: 0.4 }, // get from remote
	{ words: ["clone", "copy", "mirror", "checkout"], weight: 0.4 }, // copy repository
	{ words: ["revert", "rollback", "undo"], weight: 0.7 }, // go back to previous
	{ words: ["revert", "undo", "rollback", "reverse", "back"], weight: 0.4 }, // go back to previous
	{ words: ["reset", "discard", "restore"], weight: 0.4 }, // discard changes
	{ words: ["history", "log", "timeline", "changelog"], weight: 0.4 }, // past changes
	{ words: ["conflict", "clash", "collision"], weight: 0.4 }, // incompatible changes
	{ words: ["review", "approve", "inspect", "feedback"], weight: 0.4 }, // examine changes
	{ words: ["reviewer", "approver"], weight: 0.4 }, // person reviewing
	{ words: ["code", "source", "sourcecode"], weight: 0.4 }, // program text
	{ words: ["snippet", "gist", "fragment", "excerpt"], weight: 0.4 }, // small piece of code
	{ words: ["fork", "copy", "derive"], weight: 0.4 }, // copy of repository
	{ words: ["author", "committer", "creator", "contributor"], weight: 0.4 }, // who made it
	{ words: ["changelog", "releasenotes", "notes"], weight: 0.4 }, // list of changes
	{ words: ["bug", "defect"], weight: 0.7 }, // software fault
	{ words: ["issue", "ticket"], weight: 0.7 }, // tracked item
	{ words: ["issue", "ticket", "bug", "defect", "problem"], weight: 0.4 }, // tracked item
	{ words: ["task", "todo", "item", "chore", "action"], weight: 0.4 }, // unit of work
	{ words: ["card", "item", "ticket", "entry"], weight: 0.4 }, // board item
	{ words: ["epic", "initiative", "theme", "feature"], weight: 0.4 }, // large body of work
	{ words: ["story", "userstory", "requirement", "feature"], weight: 0.4 }, // user requirement
	{ words: ["feature", "enhancement", "improvement", "request"], weight: 0.4 }, // requested capability
	{ words: ["milestone", "target", "goal", "objective"], weight: 0.4 }, // target point
	{ words: ["backlog", "queue", "pending"], weight: 0.4 }, // work not started
	{ words: ["column", "lane", "swimlane", "stage", "list"], weight: 0.4 }, // board column
	{ words: ["priority", "urgency", "importance"], weight: 0.4 }, // how urgent
	{ words: ["severity", "level", "criticality", "impact"], weight: 0.4 }, // how serious
	{ words: ["status", "state", "stage", "phase"], weight: 0.4 }, // current state
	{ words: ["label", "tag", "category"], weight: 0.4 }, // classification marker
	{ words: ["comment", "note", "remark", "annotation", "feedback"], weight: 0.4 }, // added remark
	{ words: ["assignee", "owner", "responsible", "handler"], weight: 0.4 }, // who does it
	{ words: ["reporter", "creator", "author", "submitter"], weight: 0.4 }, // who filed it
	{ words: ["subtask", "child", "subissue", "subitem"], weight: 0.4 }, // nested item
	{ words: ["parent", "ancestor"], weight: 0.4 }, // containing item
	{ words: ["estimate", "points", "effort", "storypoints"], weight: 0.4 }, // work estimate
	{ words: ["dependency", "blocker", "blocking", "relation", "link"], weight: 0.4 }, // item relation
	{ words: ["watcher", "follower", "subscriber"], weight: 0.4 }, // gets updates
	{ words: ["progress", "completion", "percent", "status"], weight: 0.4 }, // how far along
	{ words: ["worklog", "timelog", "timesheet", "timetracking"], weight: 0.4 }, // time spent
	{ words: ["workspace", "project", "space", "board"], weight: 0.4 }, // container of work
	{ words: ["open", "active", "unresolved", "pending"], weight: 0.4 }, // not finished
	{ words: ["done", "closed", "resolved", "completed", "finished", "fixed"], weight: 0.4 }, // finished state
	{ words: ["duplicate", "dup", "copy"], weight: 0.4 }, // same as another
	{ words: ["triage", "prioritize", "classify"], weight: 0.4 }, // sort incoming items
	{ words: ["roadmap", "plan", "timeline"], weight: 0.4 }, // future plan
	{ words: ["pipeline", "workflow", "build"], weight: 0.4 }, // automated process
	{ words: ["build", "compile", "make", "bundle", "package"], weight: 0.4 }, // produce artifacts
	{ words: ["deploy", "deployment"], weight: 0.7 }, // put into service
	{ words: ["job", "run", "execution", "task", "step"], weight: 0.4 }, // unit of execution
	{ words: ["artifact", "output", "package", "binary"], weight: 0.4 }, // build output
	{ words: ["test", "check", "spec"], weight: 0.4 }, // verification
	{ words: ["test", "testcase", "suite"], weight: 0.4 }, // tests
	{ words: ["environment", "env", "stage"], weight: 0.4 }, // deployment target
	{ words: ["production", "prod", "live"], weight: 0.4 }, // live environment
	{ words: ["staging", "stage", "preprod", "uat"], weight: 0.4 }, // pre-production
	{ words: ["development", "dev", "local", "sandbox"], weight: 0.4 }, // development environment
	{ words: ["rollback", "revert", "downgrade"], weight: 0.4 }, // undo deployment
	{ words: ["trigger", "start", "launch", "kick"], weight: 0.4 }, // start a run
	{ words: ["retry", "rerun", "rebuild", "redo"], weight: 0.4 }, // run again
	{ words: ["fail", "failure", "failed", "error", "broken"], weight: 0.4 }, // did not succeed
	{ words: ["success", "succeeded", "passed"], weight: 0.4 }, // did succeed
	{ words: ["flaky", "unstable", "intermittent"], weight: 0.4 }, // sometimes fails
	{ words: ["lint", "check", "analyze", "static"], weight: 0.4 }, // static checks
	{ words: ["variable", "var", "setting", "parameter"], weight: 0.4 }, // named value
	{ words: ["cron", "schedule", "periodic", "timer"], weight: 0.4 }, // timed execution
	{ words: ["webhook", "hook", "callback"], weight: 0.4 }, // event callback
	{ words: ["approval", "gate", "signoff"], weight: 0.4 }, // required approval
	{ words: ["canary", "gradual", "rollout"], weight: 0.4 }, // partial release
	{ words: ["container", "pod"], weight: 0.4 }, // running unit
	{ words: ["image", "snapshot", "template"], weight: 0.4 }, // container image
	{ words: ["cluster", "fleet", "pool"], weight: 0.4 }, // group of machines
	{ words: ["node", "host", "machine", "server", "instance", "vm"], weight: 0.4 }, // compute machine
	{ words: ["namespace", "project", "scope", "tenant"], weight: 0.4 }, // isolation scope
	{ words: ["service", "svc", "app", "application"], weight: 0.4 }, // running service
	{ words: ["scale", "resize", "autoscale", "replicas"], weight: 0.4 }, // change capacity
	{ words: ["port", "endpoint", "socket"], weight: 0.4 }, // network port
	{ words: ["volume", "disk", "storage", "mount"], weight: 0.4 }, // attached storage
	{ words: ["network", "subnet", "vpc"], weight: 0.4 }, // network
	{ words: ["registry", "hub", "repository"], weight: 0.4 }, // image registry
	{ words: ["chart", "package", "template", "release"], weight: 0.4 }, // deploy package
	{ words: ["manifest", "yaml", "spec", "definition", "config"], weight: 0.4 }, // resource definition
	{ words: ["exec", "shell", "command", "terminal", "console"], weight: 0.4 }, // run command inside
	{ words: ["command", "cmd", "instruction"], weight: 0.4 }, // command
	{ words: ["process", "pid", "task"], weight: 0.4 }, // running program
	{ words: ["terminal", "console", "shell", "cli"], weight: 0.4 }, // command line
	{ words: ["memory", "ram", "mem"], weight: 0.4 }, // memory
	{ words: ["cpu", "processor", "compute"], weight: 0.4 }, // processing
	{ words: ["storage", "disk", "drive", "space"], weight: 0.4 }, // persistent storage
	{ words: ["function", "lambda", "serverless", "worker"], weight: 0.4 }, // serverless code
	{ words: ["install", "setup", "deploy", "add"], weight: 0.4 }, // put software in place
	{ words: ["upgrade", "update", "bump"], weight: 0.4 }, // newer version
	{ words: ["dependency", "package", "library", "module"], weight: 0.4 }, // required software
	{ words: ["plugin", "extension", "addon", "integration"], weight: 0.4 }, // add-on
	{ words: ["app", "application", "program", "software"], weight: 0.4 }, // software
	{ words: ["config", "configuration", "settings"], weight: 0.7 }, // configuration
	{ words: ["settings", "preferences", "options", "setup"], weight: 0.4 }, // user settings
	{ words: ["health", "status", "liveness", "readiness"], weight: 0.4 }, // is it healthy
	{ words: ["database", "db", "datastore", "store"], weight: 0.4 }, // data store
	{ words: ["table", "collection"], weight: 0.4 }, // set of records
	{ words: ["row", "record", "entry", "document", "item", "tuple"], weight: 0.4 }, // single record
	{ words: ["query", "sql", "select", "statement"], weight: 0.4 }, // database query
	{ words: ["schema", "structure", "definition", "ddl"], weight: 0.4 }, // data structure
	{ words: ["index", "indexes", "indices"], weight: 0.4 }, // lookup structure
	{ words: ["transaction", "txn"], weight: 0.4 }, // atomic unit
	{ words: ["aggregate", "group", "summarize", "rollup"], weight: 0.4 }, // combine rows
	{ words: ["join", "merge", "combine", "link"], weight: 0.4 }, // combine tables
	{ words: ["backup", "dump", "snapshot", "export", "copy"], weight: 0.4 }, // saved copy
	{ words: ["migration", "migrate", "schema"], weight: 0.4 }, // schema change
	{ words: ["cache", "memoize", "buffer"], weight: 0.4 }, // fast storage
	{ words: ["vector", "embedding", "semantic", "similarity"], weight: 0.4 }, // vector search
	{ words: ["document", "doc", "json", "object"], weight: 0.4 }, // stored document
	{ words: ["insert", "add", "put", "write"], weight: 0.4 }, // write data
	{ words: ["path", "location", "filepath", "filename"], weight: 0.4 }, // file location
	{ words: ["read", "open", "view", "cat"], weight: 0.4 }, // read file
	{ words: ["write", "save", "put", "output"], weight: 0.4 }, // write file
	{ words: ["append", "add", "concatenate"], weight: 0.4 }, // add to end
	{ words: ["size", "bytes", "length"], weight: 0.4 }, // how large
	{ words: ["metadata", "info", "stat", "properties", "attributes"], weight: 0.4 }, // file info
	{ words: ["tree", "hierarchy", "structure", "outline"], weight: 0.4 }, // nested structure
	{ words: ["bucket", "container", "storage"], weight: 0.4 }, // storage bucket
	{ words: ["object", "blob", "file"], weight: 0.4 }, // stored object
	{ words: ["share", "link", "expose", "publish"], weight: 0.4 }, // give access
	{ words: ["zip", "compress", "archive", "pack"], weight: 0.4 }, // compress files
	{ words: ["unzip", "extract", "decompress", "unpack"], weight: 0.4 }, // decompress files
	{ words: ["content", "text", "body"], weight: 0.4 }, // contents
	{ words: ["video", "clip", "movie", "recording"], weight: 0.4 }, // video
	{ words: ["audio", "sound", "voice", "recording"], weight: 0.4 }, // audio
	{ words: ["spreadsheet", "sheet", "workbook"], weight: 0.4 }, // spreadsheet
	{ words: ["presentation", "slides", "deck", "slideshow"], weight: 0.4 }, // slides
	{ words: ["trash", "bin", "recycle"], weight: 0.4 }, // deleted items
	{ words: ["modified", "updated", "lastmodified", "mtime"], weight: 0.4 }, // last change time
	{ words: ["created", "creation", "ctime"], weight: 0.4 }, // creation time
	{ words: ["recent", "latest", "newest", "last"], weight: 0.4 }, // most recent
	{ words: ["oldest", "earliest", "first"], weight: 0.4 }, // least recent
	{ words: ["browser", "web", "page", "tab"], weight: 0.4 }, // web browser
	{ words: ["navigate", "go", "open", "visit", "browse", "goto", "load"], weight: 0.4 }, // go to page
	{ words: ["click", "press", "tap", "select"], weight: 0.4 }, // activate element
	{ words: ["type", "fill", "input", "enter", "write"], weight: 0.4 }, // enter text
	{ words: ["screenshot", "capture", "screengrab", "snapshot"], weight: 0.4 }, // image of screen
	{ words: ["scroll", "swipe", "pan"], weight: 0.4 }, // move view
	{ words: ["hover", "mouseover"], weight: 0.7 }, // pointer over element
	{ words: ["drag", "drop", "move"], weight: 0.4 }, // drag and drop
	{ words: ["wait", "sleep", "delay", "pause"], weight: 0.4 }, // wait
	{ words: ["evaluate", "execute", "script", "javascript", "js", "eval"], weight: 0.4 }, // run script
	{ words: ["dialog", "alert", "popup", "modal", "prompt", "confirm"], weight: 0.4 }, // dialog box
	{ words: ["url", "link", "address", "href", "uri"], weight: 0.4 }, // web address
	{ words: ["link", "hyperlink", "url"], weight: 0.7 }, // web link
	{ words: ["scrape", "crawl", "extract", "harvest", "spider", "fetch"], weight: 0.4 }, // collect web content
	{ words: ["form", "field", "input"], weight: 0.4 }, // form
	{ words: ["element", "selector", "node", "locator"], weight: 0.4 }, // page element
	{ words: ["cookie", "session", "storage"], weight: 0.4 }, // browser storage
	{ words: ["tab", "window", "page"], weight: 0.4 }, // browser tab
	{ words: ["back", "previous"], weight: 0.4 }, // go back
	{ words: ["forward", "next"], weight: 0.4 }, // go forward
	{ words: ["reload", "refresh"], weight: 0.7 }, // load again
	{ words: ["print", "pdf"], weight: 0.4 }, // print page
	{ words: ["console", "log", "devtools"], weight: 0.4 }, // browser console
	{ words: ["request", "call", "api", "fetch"], weight: 0.4 }, // network request
	{ words: ["response", "reply", "result", "output"], weight: 0.4 }, // response
	{ words: ["website", "site", "webpage", "homepage", "domain"], weight: 0.4 }, // website
	{ words: ["html", "markup", "dom"], weight: 0.4 }, // page markup
	{ words: ["markdown", "md", "text"], weight: 0.4 }, // markdown
	{ words: ["keyboard", "key", "keystroke", "press"], weight: 0.4 }, // keyboard
	{ words: ["mouse", "cursor", "pointer"], weight: 0.4 }, // mouse
	{ words: ["frame", "iframe"], weight: 0.7 }, // embedded frame
	{ words: ["payment", "charge", "transaction", "purchase"], weight: 0.4 }, // money paid
	{ words: ["pay", "payment", "checkout"], weight: 0.4 }, // make payment
	{ words: ["refund", "reimburse", "reimbursement", "chargeback"], weight: 0.4 }, // money back
	{ words: ["invoice", "bill", "receipt", "statement"], weight: 0.4 }, // billing document
	{ words: ["subscription", "plan", "membership", "recurring"], weight: 0.4 }, // recurring billing
	{ words: ["customer", "client", "buyer", "payer", "account"], weight: 0.4 }, // paying party
	{ words: ["price", "cost", "amount", "fee", "rate", "charge", "pricing"], weight: 0.4 }, // how much
	{ words: ["product", "item", "sku", "goods", "merchandise"], weight: 0.4 }, // thing sold
	{ words: ["coupon", "discount", "promo", "promotion", "voucher"], weight: 0.4 }, // price reduction
	{ words: ["balance", "funds", "credit"], weight: 0.4 }, // available money
	{ words: ["payout", "transfer", "withdrawal", "disbursement"], weight: 0.4 }, // money sent out
	{ words: ["checkout", "cart", "basket"], weight: 0.4 }, // purchase flow
	{ words: ["order", "purchase", "sale"], weight: 0.4 }, // order
	{ words: ["dispute", "chargeback", "claim"], weight: 0.4 }, // contested payment
	{ words: ["currency", "money", "cash"], weight: 0.4 }, // money
	{ words: ["tax", "vat", "duty"], weight: 0.4 }, // tax
	{ words: ["card", "credit", "debit"], weight: 0.4 }, // payment card
	{ words: ["revenue", "income", "sales", "earnings"], weight: 0.4 }, // money earned
	{ words: ["quote", "estimate", "proposal"], weight: 0.4 }, // price offer
	{ words: ["deal", "opportunity", "lead", "prospect"], weight: 0.4 }, // sales pipeline
	{ words: ["inventory", "stock", "quantity"], weight: 0.4 }, // stock level
	{ words: ["shop", "store", "merchant"], weight: 0.4 }, // seller
	{ words: ["billing", "invoice", "payment"], weight: 0.4 }, // billing
	{ words: ["directions", "route", "navigation", "path", "itinerary", "way"], weight: 0.4 }, // how to get there
	{ words: ["geocode", "geocoding", "address", "coordinates"], weight: 0.4 }, // address to coordinates
	{ words: ["distance", "length", "far", "mileage"], weight: 0.4 }, // how far
	{ words: ["location", "place", "position", "spot", "venue", "poi"], weight: 0.4 }, // place
	{ words: ["coordinates", "latlng", "latitude", "longitude", "lat", "lng", "lon", "geo"], weight: 0.4 }, // map coordinates
	{ words: ["address", "street", "location"], weight: 0.4 }, // postal address
	{ words: ["nearby", "around", "near", "vicinity", "nearest", "surrounding"], weight: 0.4 }, // close to
	{ words: ["eta", "arrival", "traveltime", "duration"], weight: 0.4 }, // time to arrive
	{ words: ["traffic", "congestion", "jam"], weight: 0.4 }, // road traffic
	{ words: ["walking", "walk", "foot", "pedestrian"], weight: 0.4 }, // on foot
	{ words: ["driving", "drive", "car", "vehicle"], weight: 0.4 }, // by car
	{ words: ["transit", "bus", "subway", "metro", "train"], weight: 0.4 }, // public transport
	{ words: ["bicycling", "cycling", "bike", "bicycle", "riding"], weight: 0.4 }, // by bicycle
	{ words: ["map", "tiles", "cartography"], weight: 0.4 }, // map
	{ words: ["elevation", "altitude", "height", "terrain"], weight: 0.4 }, // height above sea
	{ words: ["weather", "forecast", "temperature", "climate"], weight: 0.4 }, // weather
	{ words: ["city", "town", "district", "region", "area", "province", "county"], weight: 0.4 }, // administrative area
	{ words: ["country", "nation"], weight: 0.7 }, // country
	{ words: ["isochrone", "reachable", "coverage"], weight: 0.4 }, // reachable area
	{ words: ["trip", "journey", "travel", "tour"], weight: 0.4 }, // travel
	{ words: ["origin", "start", "source", "departure"], weight: 0.4 }, // starting point
	{ words: ["destination", "target", "arrival"], weight: 0.4 }, // end point
	{ words: ["waypoint", "stopover"], weight: 0.4 }, // intermediate stop
	{ words: ["taxi", "ride", "cab"], weight: 0.4 }, // ride hailing
	{ words: ["restaurant", "food", "dining", "eat"], weight: 0.4 }, // places to eat
	{ words: ["hotel", "lodging", "accommodation", "stay"], weight: 0.4 }, // places to stay
	{ words: ["postal", "zip", "postcode"], weight: 0.4 }, // postal code
	{ words: ["polygon", "area", "boundary", "geofence", "shape"], weight: 0.4 }, // geographic area
	{ words: ["ip", "geolocation", "locate"], weight: 0.4 }, // ip location
	{ words: ["log", "logs", "logging", "entries", "events", "records"], weight: 0.4 }, // log records
	{ words: ["metric", "metrics", "measurement", "stat", "statistic", "kpi"], weight: 0.4 }, // measured value
	{ words: ["alert", "alarm", "alerting", "notification", "warning"], weight: 0.4 }, // alert
	{ words: ["dashboard", "panel", "board", "chart"], weight: 0.4 }, // dashboard
	{ words: ["incident", "outage", "problem", "issue"], weight: 0.4 }, // service problem
	{ words: ["error", "exception", "crash", "fault", "failure", "bug"], weight: 0.4 }, // error
	{ words: ["trace", "span", "tracing"], weight: 0.4 }, // request trace
	{ words: ["performance", "latency", "speed", "slowness", "throughput"], weight: 0.4 }, // performance
	{ words: ["uptime", "availability", "health", "status"], weight: 0.4 }, // service health
	{ words: ["oncall", "pager", "escalation"], weight: 0.4 }, // on-call
	{ words: ["downtime", "maintenance", "silence", "mute"], weight: 0.4 }, // planned quiet period
	{ words: ["usage", "consumption", "utilization", "quota"], weight: 0.4 }, // resource usage
	{ words: ["profile", "profiling", "flamegraph"], weight: 0.4 }, // performance profile
	{ words: ["debug", "troubleshoot", "diagnose", "investigate"], weight: 0.4 }, // find cause
	{ words: ["anomaly", "outlier", "spike"], weight: 0.4 }, // unusual value
	{ words: ["ratelimit", "throttle", "quota", "limit"], weight: 0.4 }, // request limits
	{ words: ["audit", "trail", "history", "activity"], weight: 0.4 }, // audit record
	{ words: ["report", "summary", "analytics", "insights"], weight: 0.4 }, // analysis report
	{ words: ["event", "activity", "action", "happening"], weight: 0.4 }, // event
	{ words: ["warning", "warn", "caution"], weight: 0.4 }, // warning
	{ words: ["document", "doc", "page", "file"], weight: 0.4 }, // document
	{ words: ["note", "notes", "memo", "jot", "annotation"], weight: 0.4 }, // note
	{ words: ["wiki", "knowledge", "knowledgebase", "docs", "documentation"], weight: 0.4 }, // knowledge base
	{ words: ["block", "paragraph", "section"], weight: 0.4 }, // document block
	{ words: ["template", "boilerplate", "scaffold", "blueprint"], weight: 0.4 }, // template
	{ words: ["summary", "summarize", "summarise", "digest", "overview", "abstract", "tldr", "recap"], weight: 0.4 }, // summary
	{ words: ["translate", "translation", "localize"], weight: 0.4 }, // translate
	{ words: ["outline", "toc", "contents", "structure"], weight: 0.4 }, // outline
	{ words: ["title", "heading", "name", "subject", "headline"], weight: 0.4 }, // title
	{ words: ["help", "docs", "documentation", "manual", "guide", "reference", "tutorial"], weight: 0.4 }, // help
	{ words: ["example", "sample", "demo"], weight: 0.4 }, // example
	{ words: ["question", "ask", "query", "inquiry"], weight: 0.4 }, // question
	{ words: ["answer", "response", "reply", "solution"], weight: 0.4 }, // answer
	{ words: ["research", "investigate", "study", "explore"], weight: 0.4 }, // research
	{ words: ["news", "headlines", "articles"], weight: 0.4 }, // news
	{ words: ["article", "post", "blog", "story"], weight: 0.4 }, // article
	{ words: ["paper", "publication", "research", "academic"], weight: 0.4 }, // academic paper
	{ words: ["keyword", "term", "query", "phrase"], weight: 0.4 }, // search term
	{ words: ["result", "hit", "match"], weight: 0.4 }, // search result
	{ words: ["similar", "related", "relevant"], weight: 0.4 }, // similar
	{ words: ["recommend", "suggest"], weight: 0.4 }, // suggest
	{ words: ["rank", "score", "relevance"], weight: 0.4 }, // ranking
	{ words: ["write", "compose", "draft", "author"], weight: 0.4 }, // write text
	{ words: ["rewrite", "rephrase", "paraphrase"], weight: 0.4 }, // reword
	{ words: ["edit", "proofread", "polish", "refine"], weight: 0.4 }, // improve text
	{ words: ["transcribe", "transcript", "transcription"], weight: 0.4 }, // speech to text
	{ words: ["speech", "voice", "tts", "audio"], weight: 0.4 }, // speech
	{ words: ["recognize", "detect", "identify", "classify"], weight: 0.4 }, // recognize
	{ words: ["collaborator", "editor", "contributor", "member"], weight: 0.4 }, // document co-worker
	{ words: ["convert", "transform", "format", "cast"], weight: 0.4 }, // change format
	{ words: ["csv", "tsv", "tabular", "spreadsheet"], weight: 0.4 }, // tabular data
	{ words: ["parse", "decode", "read", "deserialize"], weight: 0.4 }, // parse data
	{ words: ["encode", "serialize", "stringify", "marshal"], weight: 0.4 }, // encode data
	{ words: ["format", "prettify", "beautify", "pretty"], weight: 0.4 }, // format text
	{ words: ["encrypt", "cipher", "encode"], weight: 0.4 }, // encrypt
	{ words: ["decrypt", "decipher"], weight: 0.7 }, // decrypt
	{ words: ["hash", "checksum", "digest", "fingerprint", "sha", "md5"], weight: 0.4 }, // hash
	{ words: ["yaml", "yml"], weight: 0.7 }, // yaml
	{ words: ["regex", "regexp", "pattern", "expression"], weight: 0.4 }, // pattern
	{ words: ["uuid", "guid", "id", "identifier"], weight: 0.4 }, // unique id
	{ words: ["id", "identifier", "key"], weight: 0.4 }, // identifier
	{ words: ["random", "rand", "generate"], weight: 0.4 }, // random
	{ words: ["calculate", "compute", "calc", "evaluate"], weight: 0.4 }, // compute
	{ words: ["math", "arithmetic", "calculation"], weight: 0.4 }, // math
	{ words: ["number", "numeric", "integer"], weight: 0.4 }, // number
	{ words: ["analyze", "analyse", "analysis", "examine", "evaluate", "assess"], weight: 0.4 }, // analyze
	{ words: ["analyze", "analyse"], weight: 0.7 }, // spelling variant
	{ words: ["visualize", "visualise"], weight: 0.7 }, // spelling variant
	{ words: ["organize", "organise"], weight: 0.7 }, // spelling variant
	{ words: ["color", "colour"], weight: 0.7 }, // spelling variant
	{ words: ["favorite", "favourite"], weight: 0.7 }, // spelling variant
	{ words: ["license", "licence"], weight: 0.7 }, // spelling variant
	{ words: ["catalog", "catalogue"], weight: 0.7 }, // spelling variant
	{ words: ["behavior", "behaviour"], weight: 0.7 }, // spelling variant
	{ words: ["center", "centre"], weight: 0.7 }, // spelling variant
	{ words: ["optimize", "optimise"], weight: 0.7 }, // spelling variant
	{ words: ["authorize", "authorise"], weight: 0.7 }, // spelling variant
	{ words: ["customize", "customise"], weight: 0.7 }, // spelling variant
	{ words: ["normalize", "normalise"], weight: 0.7 }, // spelling variant
	{ words: ["initialize", "initialise", "init"], weight: 0.7 }, // spelling variant
	{ words: ["synchronize", "synchronise", "sync"], weight: 0.7 }, // spelling variant
	{ words: ["summarize", "summarise"], weight: 0.7 }, // spelling variant
	{ words: ["prioritize", "prioritise"], weight: 0.7 }, // spelling variant
	{ words: ["recognize", "recognise"], weight: 0.7 }, // spelling variant
	{ words: ["serialize", "serialise"], weight: 0.7 }, // spelling variant
	{ words: ["gray", "grey"], weight: 0.7 }, // spelling variant
	{ words: ["dialog", "dialogue"], weight: 0.7 }, // spelling variant
	{ words: ["dns", "domain", "hostname", "nameserver"], weight: 0.4 }, // domain name
	{ words: ["ip", "address", "ipv4", "ipv6"], weight: 0.4 }, // ip address
	{ words: ["proxy", "gateway", "relay"], weight: 0.4 }, // proxy
	{ words: ["certificate", "cert", "ssl", "tls"], weight: 0.4 }, // tls certificate
	{ words: ["firewall", "rule", "acl", "security"], weight: 0.4 }, // firewall
	{ words: ["loadbalancer", "balancer", "lb"], weight: 0.4 }, // load balancer
	{ words: ["cdn", "cache", "edge"], weight: 0.4 }, // content delivery
	{ words: ["ping", "latency", "reachability"], weight: 0.4 }, // reachability
	{ words: ["endpoint", "url", "route", "api"], weight: 0.4 }, // api endpoint
	{ words: ["connect", "connection", "link", "attach"], weight: 0.4 }, // connect
	{ words: ["disconnect", "detach", "unlink"], weight: 0.4 }, // disconnect
	{ words: ["bandwidth", "traffic", "throughput"], weight: 0.4 }, // network traffic
	{ words: ["ssh", "remote", "shell"], weight: 0.4 }, // remote shell
	{ words: ["vpn", "tunnel"], weight: 0.4 }, // private network
	{ words: ["route", "routing", "rule", "path"], weight: 0.4 }, // network route
	{ words: ["call", "phone", "dial", "ring"], weight: 0.4 }, // phone call
	{ words: ["sms", "text", "message"], weight: 0.4 }, // text message
	{ words: ["recording", "record", "capture"], weight: 0.4 }, // recording
	{ words: ["number", "phone", "mobile", "cell"], weight: 0.4 }, // phone number
	{ words: ["voicemail", "voice", "message"], weight: 0.4 }, // voicemail
	{ words: ["memory", "remember", "recall", "store"], weight: 0.4 }, // remember facts
	{ words: ["entity", "object", "node", "concept"], weight: 0.4 }, // graph entity
	{ words: ["relation", "relationship", "edge", "link", "connection"], weight: 0.4 }, // graph relation
	{ words: ["observation", "fact", "note"], weight: 0.4 }, // stored fact
	{ words: ["think", "reason", "reflect", "ponder"], weight: 0.4 }, // thinking
	{ words: ["prompt", "instruction"], weight: 0.4 }, // prompt
	{ words: ["model", "llm", "ai"], weight: 0.4 }, // ai model
	{ words: ["agent", "assistant", "bot"], weight: 0.4 }, // agent
	{ words: ["flag", "toggle", "switch", "feature"], weight: 0.4 }, // feature flag
	{ words: ["experiment", "abtest", "variant", "variation"], weight: 0.4 }, // experiment
	{ words: ["segment", "audience", "cohort"], weight: 0.4 }, // user segment
	{ words: ["entire", "whole"], weight: 0.4 }, // all
	{ words: ["batch", "bulk", "multiple", "mass"], weight: 0.4 }, // many at once
	{ words: ["limit", "max", "cap", "maximum"], weight: 0.4 }, // upper limit
	{ words: ["page", "pagination", "offset", "cursor", "next"], weight: 0.4 }, // paging
	{ words: ["top", "best", "popular", "trending"], weight: 0.4 }, // popular
	{ words: ["owner", "admin", "administrator"], weight: 0.4 }, // owner
	{ words: ["admin", "administrator", "superuser", "root"], weight: 0.4 }, // administrator
	{ words: ["public", "shared", "open", "visible"], weight: 0.4 }, // public
	{ words: ["private", "personal", "secret", "hidden"], weight: 0.4 }, // private
	{ words: ["self", "current"], weight: 0.4 }, // current user
	{ words: ["survey", "poll", "vote", "form", "questionnaire"], weight: 0.4 }, // survey
	{ words: ["support", "help", "helpdesk"], weight: 0.4 }, // support
	{ words: ["attach", "link", "associate", "connect", "relate"], weight: 0.4 }, // associate
	{ words: ["detach", "unlink", "dissociate"], weight: 0.4 }, // dissociate
	{ words: ["group", "cluster", "bundle", "collection"], weight: 0.4 }, // grouping
	{ words: ["sync", "synchronize", "mirror", "replicate"], weight: 0.4 }, // synchronize
	{ words: ["workflow", "automation", "flow", "process", "rule"], weight: 0.4 }, // automation
	{ words: ["trigger", "event", "hook"], weight: 0.4 }, // trigger
	{ words: ["action", "operation", "step"], weight: 0.4 }, // action
	{ words: ["rule", "policy", "condition"], weight: 0.4 }, // rule
	{ words: ["fix", "repair", "patch", "resolve", "solve"], weight: 0.4 }, // fix
	{ words: ["handle", "process", "deal", "manage"], weight: 0.4 }, // handle
	{ words: ["manage", "administer", "administrate", "control"], weight: 0.4 }, // manage
	{ words: ["highlight", "emphasize", "mark"], weight: 0.4 }, // highlight
	{ words: ["color", "theme", "style"], weight: 0.4 }, // appearance
	{ words: ["font", "typeface", "typography"], weight: 0.4 }, // font
	{ words: ["icon", "emoji", "symbol", "glyph"], weight: 0.4 }, // icon
	{ words: ["design", "mockup", "prototype", "wireframe"], weight: 0.4 }, // design
	{ words: ["component", "widget", "element", "module"], weight: 0.4 }, // ui component
	{ words: ["canvas", "board", "whiteboard"], weight: 0.4 }, // drawing canvas
	{ words: ["frame", "artboard"], weight: 0.7 }, // design frame
	{ words: ["type", "kind", "category", "class"], weight: 0.4 }, // type
	{ words: ["description", "summary", "details", "body"], weight: 0.4 }, // description
	{ words: ["quantity", "amount", "count"], weight: 0.4 }, // quantity
	{ words: ["average", "mean", "avg"], weight: 0.4 }, // average
	{ words: ["sum", "total"], weight: 0.4 }, // sum
	{ words: ["minimum", "min", "least", "lowest"], weight: 0.4 }, // minimum
	{ words: ["maximum", "max", "highest"], weight: 0.4 }, // maximum
	{ words: ["percent", "percentage", "ratio"], weight: 0.4 }, // percentage
	{ words: ["trend", "trending", "growth"], weight: 0.4 }, // trend
	{ words: ["predict", "forecast", "projection"], weight: 0.4 }, // predict
	{ words: ["integration", "connector", "integrate"], weight: 0.4 }, // integration
	{ words: ["slow", "lag", "latency", "sluggish"], weight: 0.4 }, // slow
	{ words: ["stuck", "hang", "hung", "frozen", "blocked"], weight: 0.4 }, // stuck
	{ words: ["queue", "backlog", "pending", "waiting"], weight: 0.4 }, // waiting items
	{ words: ["expire", "expiration", "expiry", "ttl"], weight: 0.4 }, // expiration
	{ words: ["lock", "freeze", "protect"], weight: 0.4 }, // protect from change
	{ words: ["protected", "locked", "readonly"], weight: 0.4 }, // cannot be changed
	{ words: ["default", "primary", "main"], weight: 0.4 }, // default
	{ words: ["main", "master", "trunk"], weight: 0.4 }, // main branch
	{ words: ["language", "locale"], weight: 0.4 }, // language
	// Everyday single words for common actions (the phrases are in PHRASE_DATA).
	{ words: ["increase", "raise", "increment", "grow", "bump"], weight: 0.4 }, // make larger
	{ words: ["decrease", "reduce", "lower", "decrement", "shrink"], weight: 0.4 }, // make smaller
	{ words: ["nuke", "delete", "destroy", "wipe"], weight: 0.4 }, // delete, colloquially
	{ words: ["scrap", "ditch", "toss", "discard", "delete"], weight: 0.4 }, // throw away
	{ words: ["grab", "get", "fetch", "capture"], weight: 0.4 }, // take hold of data
	{ words: ["peek", "glance", "preview", "view"], weight: 0.4 }, // a quick look
	{ words: ["nudge", "remind", "ping"], weight: 0.4 }, // prod someone
	{ words: ["tidy", "clean", "organize", "cleanup"], weight: 0.4 }, // put in order
	{ words: ["declutter", "cleanup", "prune"], weight: 0.4 }, // remove what is not needed
	{ words: ["revive", "resurrect", "restore", "recover", "reopen"], weight: 0.4 }, // bring back
	{ words: ["dedupe", "dedup", "deduplicate"], weight: 0.7 }, // remove duplicates
	{ words: ["kickoff", "start", "trigger", "launch"], weight: 0.4 }, // the start, written as one word
	{ words: ["teardown", "destroy", "delete", "cleanup"], weight: 0.4 }, // the end of an environment
	{ words: ["provision", "create", "allocate", "deploy"], weight: 0.4 }, // make cloud resources
	{ words: ["decommission", "retire", "destroy", "shutdown"], weight: 0.4 }, // take out of service
	{ words: ["forget", "delete", "remove"], weight: 0.4 }, // drop from memory
	{ words: ["onboard", "invite", "enroll"], weight: 0.4 }, // bring a person in
	{ words: ["offboard", "deactivate", "remove"], weight: 0.4 }, // let a person go
	{ words: ["uncommitted", "unstaged", "unsaved", "unfinished", "wip"], weight: 0.4 }, // work not saved yet
	{ words: ["revamp", "overhaul", "rewrite", "redesign"], weight: 0.4 }, // change thoroughly
	{ words: ["skim", "browse", "scan"], weight: 0.4 }, // read quickly
	{ words: ["eyeball", "inspect", "review"], weight: 0.4 }, // look over
	{ words: ["blast", "broadcast", "announce"], weight: 0.4 }, // message many people
	{ words: ["retract", "withdraw", "unsend"], weight: 0.4 }, // take back what was sent
	{ words: ["handoff", "handover", "reassign", "transfer"], weight: 0.4 }, // pass work on
	{ words: ["followup", "remind", "reminder"], weight: 0.4 }, // come back to something
];

/**
 * Abbreviations and short forms written in queries, and what they stand for (see `ABBREVIATIONS`
 * in `../words.ts`): the general vocabulary's first, then those only the tuned table had.
 */
export const ABBREVIATION_DATA: readonly (readonly [string, string])[] = [
	["repo", "repository"],
	["repos", "repositories"],
	["pr", "pull request"],
	["prs", "pull request"], // the tuned expansion; the general vocabulary had "pull requests"
	["mr", "merge request"],
	["mrs", "merge request"], // the tuned expansion; the general vocabulary had "merge requests"
	["ci", "continuous integration"],
	["k8s", "kubernetes"],
	["kube", "kubernetes"],
	["db", "database"],
	["dbs", "databases"],
	["dm", "direct message"],
	["dms", "direct messages"],
	["msg", "message"],
	["msgs", "messages"],
	["info", "information"],
	["config", "configuration"],
	["cfg", "configuration"],
	["conf", "configuration"],
	["env", "environment"],
	["envs", "environments"],
	["var", "variable"],
	["vars", "variables"],
	["dir", "directory"],
	["dirs", "directories"],
	["doc", "document"],
	["docs", "documentation"],
	["img", "image"],
	["pic", "picture"],
	["pics", "pictures"],
	["vid", "video"],
	["tz", "timezone"],
	["auth", "authentication"],
	["authn", "authentication"],
	["authz", "authorization"],
	["creds", "credentials"],
	["perm", "permission"],
	["perms", "permissions"],
	["admin", "administrator"],
	["org", "organization"],
	["orgs", "organizations"],
	["proj", "project"],
	["dept", "department"],
	["eta", "arrival time"], // the tuned expansion; the general vocabulary had "estimated time of arrival"
	["poi", "point of interest"],
	["lat", "latitude"],
	["lng", "longitude"],
	["lon", "longitude"],
	["addr", "address"],
	["geo", "geographic"],
	["sms", "text message"],
	["otp", "one time password"],
	["2fa", "two factor authentication"],
	["mfa", "multi factor authentication"],
	["sso", "single sign on"],
	["jwt", "json web token"],
	["vm", "virtual machine"],
	["vms", "virtual machines"],
	["vpc", "virtual private cloud"],
	["lb", "load balancer"],
	["ns", "namespace"],
	["svc", "service"],
	["pvc", "persistent volume claim"],
	["pv", "persistent volume"],
	["hpa", "horizontal pod autoscaler"],
	["crd", "custom resource definition"],
	["notif", "notification"],
	["notifs", "notifications"],
	["cal", "calendar"],
	["appt", "appointment"],
	["mtg", "meeting"],
	["eod", "end of day"],
	["ooo", "out of office"],
	["pto", "paid time off"],
	["qty", "quantity"],
	["amt", "amount"],
	["txn", "transaction"],
	["acct", "account"],
	["desc", "description"],
	["num", "number"],
	["avg", "average"],
	["stats", "statistics"],
	["perf", "performance"],
	["mem", "memory"],
	["err", "error"],
	["errs", "errors"],
	["warn", "warning"],
	["prod", "production"],
	["stg", "staging"],
	["dev", "development"],
	["qa", "quality test"], // the tuned expansion; the general vocabulary had "quality assurance"
	["uat", "user acceptance testing"],
	["fn", "function"],
	["func", "function"],
	["cmd", "command"],
	["exec", "execute"],
	["proc", "process"],
	["pid", "process id"],
	["src", "source"],
	["dest", "destination"],
	["dst", "destination"],
	["tmp", "temporary"],
	["bak", "backup"],
	["pkg", "package"],
	["pkgs", "packages"],
	["dep", "dependency"],
	["deps", "dependencies"],
	["lib", "library"],
	["ver", "version"],
	["rev", "revision"],
	["ref", "reference"],
	["refs", "references"],
	["sha", "commit hash"],
	["attr", "attribute"],
	["attrs", "attributes"],
	["prop", "property"],
	["props", "properties"],
	["param", "parameter"],
	["params", "parameters"],
	["arg", "argument"],
	["args", "arguments"],
	["opts", "options"],
	["req", "request"],
	["resp", "response"],
	["gql", "graphql"],
	["md", "markdown"],
	["txt", "text"],
	["xls", "spreadsheet"],
	["ppt", "presentation"],
	["kb", "knowledge base"],
	["faq", "frequently asked questions"],
	["llm", "large language model"],
	["ml", "machine learning"],
	["nlp", "natural language processing"],
	["ocr", "optical character recognition"],
	["tts", "text to speech"],
	["stt", "speech to text"],
	["asr", "speech recognition"],
	["wip", "work in progress"],
	["lgtm", "approve"],
	["rc", "release candidate"],
	["oom", "out of memory"],
	["sla", "service level agreement"],
	["slo", "service level objective"],
	["sli", "service level indicator"],
	["kpi", "key performance indicator"],
	["crm", "customer relationship management"],
	["cms", "content management system"],
	["ui", "user interface"],
	["ux", "user experience"],
	["cli", "command line interface"],
	["gui", "graphical user interface"],
	["os", "operating system"],
	["fs", "file system"],
	["vcs", "version control"],
	["scm", "source control"],
	["iam", "identity and access management"],
	["rbac", "role based access control"],
	["acl", "access control list"],
	["cdn", "content delivery network"],
	["vpn", "virtual private network"],
	["kv", "key value"],
	["ttl", "expiration"], // the tuned expansion; the general vocabulary had "time to live"
	["e2e", "end to end test"],
	["yml", "yaml"],
	["dl", "download"],
	["ul", "upload"],
	["pw", "password"],
	["id", "identifier"],
	["uid", "user id"],
	["impl", "implementation"],
	["ctx", "context"],
	["addl", "additional"],
	["mgmt", "management"],
	["mgr", "manager"],
	["tx", "transaction"],
	["max", "maximum"],
	["pct", "percent"],
	["calc", "calculate"],
	["sched", "schedule"],
	["tmrw", "tomorrow"],
	["asap", "urgent"],
	["dup", "duplicate"],
	["dupe", "duplicate"],
	["todo", "task"],
	["todos", "tasks"],
	// Tuned with the search, not in the general vocabulary.
	["a11y", "accessibility"],
	["i18n", "internationalization"],
	["ts", "typescript"],
	["js", "javascript"],
	["py", "python"],
	["sql", "sql query"],
	["del", "delete"],
	["rm", "remove"],
	["ls", "list"],
	["mkdir", "create directory"],
	["cwd", "working directory"],
	["pwd", "working directory"],
	["ip", "ip address"],
	["oncall", "on call"],
];

/**
 * Chinese words and their English translations, one entry per word, `|` between alternatives
 * (see `ZH_EN` in `../words.ts`): the tuned table's words first, each with its own translations
 * and then the general vocabulary's, then the words only the general vocabulary had. Brand names
 * of common vendors are included with the English or pinyin names their tools go by.
 */
export const ZH_EN_DATA: readonly (readonly [string, string])[] = [
	// Actions.
	["创建", "create|add|new"],
	["新建", "create|new|add"],
	["新增", "add|create|insert"],
	["添加", "add|create"],
	["增加", "add|increase"],
	["建", "create"],
	["删除", "delete|remove"],
	["删掉", "delete|remove"],
	["删", "delete|remove"],
	["移除", "remove|delete"],
	["清除", "clear|clean|remove|purge|delete"],
	["清空", "clear|empty|purge"],
	["清理", "clean|cleanup|prune"],
	["重置", "reset"],
	["加", "add"],
	["加上", "add"],
	["加密", "encrypt"],
	["加载", "load"],
	["加入", "join|add"],
	["参加", "attend|join"],
	["提", "create|submit"],
	["提出", "raise|create|submit"],
	["提醒", "remind|reminder"],
	["提问", "ask|question"],
	["变基", "rebase"],
	["找回", "recover|restore"],
	["开会", "meeting"],
	["评审会", "review meeting|meeting"],
	["堵车", "traffic|congestion"],
	// Spoken "is it jammed" (堵不堵, 堵吗) asks about traffic; 堵 alone is how people say it.
	["堵", "congestion|traffic"],
	["鱼骨图", "fishbone diagram"],
	["甘特图", "gantt chart"],
	["丢弃", "drop|discard"],
	["更新", "update|refresh"],
	["修改", "update|modify|edit"],
	["编辑", "edit|update"],
	["改", "change|update|edit|modify"],
	["设置", "set|configure|setting|settings"],
	["配置", "configure|configuration|config"],
	["查询", "query|search|get"],
	["查看", "view|get|show|list"],
	["查", "search|query|check"],
	["看", "view|show"],
	["看看", "view|show"],
	["获取", "get|fetch|retrieve"],
	["拿到", "get|fetch"],
	["读取", "read|get"],
	["读", "read"],
	["写入", "write"],
	["写", "write"],
	["保存", "save|store|write"],
	["存储", "store|storage"],
	["存", "store|save"],
	["列出", "list"],
	["列举", "list|enumerate"],
	["罗列", "list"],
	["搜索", "search"],
	["搜", "search"],
	["检索", "search|retrieve|query"],
	["查找", "find|search|lookup"],
	["寻找", "find|search"],
	["找", "find|search"],
	["找到", "find"],
	["发送", "send|post"],
	["发", "send|post"],
	["发布", "publish|release|post|deploy"],
	["发版", "release|deploy"],
	["上线", "release|deploy|launch|production"],
	["回复", "reply|respond"],
	["答复", "reply|respond"],
	["评论", "comment"],
	["上传", "upload"],
	["下载", "download"],
	["导入", "import"],
	["导出", "export"],
	["运行", "run|execute"],
	["执行", "execute|run"],
	["跑", "run"],
	["调用", "call|invoke"],
	["触发", "trigger|run"],
	["启动", "start|launch|run"],
	["开始", "start|begin"],
	["停止", "stop"],
	["停", "stop"],
	["终止", "terminate|stop|kill"],
	["结束", "end|stop|finish"],
	["杀掉", "kill"],
	["杀死", "kill"],
	["暂停", "pause|suspend"],
	["恢复", "resume|restore|recover"],
	["重启", "restart|reboot"],
	["重试", "retry"],
	["重新运行", "rerun|retry"],
	["部署", "deploy|deployment"],
	["回滚", "rollback|revert"],
	["撤销", "undo|revert|cancel|reset|revoke"],
	["还原", "restore|revert"],
	["合并", "merge"],
	["提交", "commit|submit"],
	["推送", "push|notify"],
	["拉取", "pull|fetch"],
	["克隆", "clone"],
	["复制", "copy|duplicate|clone"],
	["拷贝", "copy"],
	["移动", "move"],
	["移到", "move"],
	["移", "move"],
	["挪", "move"],
	["转移", "transfer|move"],
	["重命名", "rename"],
	["改名", "rename"],
	["分配", "assign|allocate"],
	["指派", "assign"],
	["关闭", "close|disable"],
	["关掉", "close|turn off|stop"],
	["关上", "close"],
	["返回", "back|return|go back"],
	["后退", "back|go back"],
	["前进", "forward|go forward"],
	["打开", "open|enable"],
	["开启", "enable|open|on|start"],
	["启用", "enable|activate"],
	["禁用", "disable|deactivate"],
	["归档", "archive"],
	["生成", "generate|create"],
	["构建", "build"],
	["编译", "compile|build"],
	["安装", "install"],
	["卸载", "uninstall"],
	["升级", "upgrade|update"],
	["登录", "login|signin|authenticate"],
	["登出", "logout|signout"],
	["退出", "logout|exit|leave"],
	["订阅", "subscribe|subscription"],
	["取消", "cancel"],
	["退款", "refund"],
	["支付", "payment|pay"],
	["付款", "payment|pay"],
	["收款", "payment|charge|receive|collect"],
	["安排", "schedule|create|arrange"],
	["预约", "schedule|book|appointment|booking"],
	["预订", "book|reserve|reservation|booking"],
	["连接", "connect|connection|join"],
	["断开", "disconnect"],
	["扫描", "scan"],
	["监控", "monitor|monitoring"],
	["分析", "analyze|analysis"],
	["翻译", "translate"],
	["转换", "convert|transform"],
	["计算", "calculate|compute"],
	["测量", "measure"],
	["比较", "compare|diff"],
	["对比", "compare|diff"],
	["爬取", "crawl|scrape"],
	["抓取", "scrape|crawl|fetch"],
	["截图", "screenshot|capture"],
	["截屏", "screenshot"],
	["录制", "record"],
	["录屏", "screen recording|record|screencast"],
	["标记", "mark|label|flag"],
	["审批", "approve|approval"],
	["批准", "approve"],
	["拒绝", "reject|decline|deny"],
	["接受", "accept"],
	["审查", "review|audit"],
	["审核", "review|approve"],
	["评审", "review"],
	["检查", "check|inspect|verify"],
	["验证", "validate|verify"],
	["校验", "validate|verify|checksum"],
	["测试", "test"],
	["调试", "debug"],
	["统计", "statistics|count|stats"],
	["过滤", "filter"],
	["筛选", "filter"],
	["排序", "sort|order"],
	["汇总", "summary|aggregate"],
	["总结", "summarize|summary"],
	["聚合", "aggregate|aggregation"],
	["通知", "notify|notification"],
	["邀请", "invite"],
	["共享", "share|shared"],
	["分享", "share"],
	["关注", "follow|watch|subscribe"],
	["点击", "click"],
	["输入", "type|input|fill"],
	["填写", "fill|input"],
	["填", "fill|input"],
	["选择", "select|choose"],
	["拖拽", "drag|drop"],
	["拖动", "drag"],
	["悬停", "hover"],
	["滚动", "scroll"],
	["刷新", "refresh|reload"],
	["访问", "visit|navigate|access|open"],
	["跳转", "navigate|redirect|goto"],
	["打印", "print"],
	["渲染", "render"],
	["绘制", "draw|generate|plot|render"],
	["画", "draw|generate|plot"],
	["展示", "show|display"],
	["显示", "show|display"],
	["预览", "preview"],
	["解析", "parse|resolve"],
	["提取", "extract"],
	["识别", "recognize|detect|identify"],
	["标注", "annotate|label|mark"],
	["规划", "plan|planning"],
	["导航", "navigation|directions|navigate"],
	["定位", "locate|location|geolocation"],
	["登记", "register|record"],
	["记录", "record|log|row"],
	["授权", "authorize|grant|oauth"],
	["扩容", "scale up|scale"],
	["缩容", "scale down|scale"],
	["扩展", "scale|extend|extension"],
	["加锁", "lock"],
	["解锁", "unlock"],
	["置顶", "pin"],
	["屏蔽", "mute|block|silence"],
	["静音", "mute"],
	["转发", "forward"],
	["端口转发", "port forward"],
	["解决", "resolve|fix|solve"],
	["关联", "link|associate|relation"],
	["绑定", "bind"],
	["解绑", "unbind"],
	// Things.
	["文件", "file"],
	["文件夹", "folder|directory"],
	["目录", "directory|folder"],
	["路径", "path|route"],
	["磁盘", "disk"],
	["本地", "local"],
	["仓库", "repository|repo"],
	["代码库", "repository|codebase"],
	["代码仓库", "repository|repo"],
	["代码", "code|source"],
	["源码", "source code|source"],
	["源代码", "source code"],
	["分支", "branch"],
	["标签", "tag|label"],
	["拉取请求", "pull request"],
	["合并请求", "merge request|pull request"],
	["变更请求", "change request"],
	["代码评审", "code review|review"],
	["暂存区", "staged|staging"],
	["暂存", "stage|stash"],
	["改动", "changes|diff"],
	["变更", "change|update"],
	["差异", "diff|difference"],
	["冲突", "conflict"],
	["问题", "issue|problem|question"],
	["议题", "issue|topic"],
	["缺陷", "bug|defect"],
	["工单", "ticket|issue"],
	["报错", "error"],
	["错误", "error"],
	["异常", "exception|error|anomaly"],
	["故障", "incident|failure|outage"],
	["事故", "incident"],
	["告警", "alert|alarm"],
	["报警", "alert|alarm"],
	["任务", "task|job"],
	["子任务", "subtask"],
	["待办", "todo|task"],
	["项目", "project"],
	["看板", "board|kanban"],
	["卡片", "card"],
	["列表", "list"],
	["清单", "checklist|list|manifest"],
	["已完成", "done|completed"],
	["完成", "complete|done|finish"],
	["里程碑", "milestone"],
	["迭代", "sprint|iteration"],
	["冲刺", "sprint"],
	["需求", "requirement|story|feature"],
	["工作项", "work item"],
	["工时", "working hours|hours|worklog|time spent|effort"],
	["测试用例", "test case"],
	["用例", "test case|use case"],
	["测试计划", "test plan"],
	["消息", "message"],
	["短信", "sms|text message"],
	["频道", "channel"],
	["群", "group|chat|channel"],
	["群聊", "group chat|channel"],
	["群组", "group"],
	["聊天", "chat|message"],
	["聊天记录", "chat history|message history|messages"],
	["会话", "session|conversation|chat"],
	["线程", "thread"],
	["表情", "emoji|reaction"],
	["用户", "user"],
	["成员", "member"],
	["同事", "colleague|member|user"],
	["团队", "team"],
	["组织", "organization|org"],
	["部门", "department"],
	["权限", "permission|access"],
	["角色", "role"],
	["账号", "account"],
	["账户", "account"],
	["手机号", "phone number|mobile"],
	["电话", "phone|call"],
	["号码", "number|phone"],
	["邮箱", "email|mailbox|inbox"],
	["邮件", "email|mail"],
	["附件", "attachment"],
	["草稿", "draft"],
	["收件箱", "inbox"],
	["联系人", "contact"],
	["通讯录", "contact|contacts|directory"],
	["客户", "customer|client"],
	["订单", "order"],
	["发票", "invoice"],
	["账单", "invoice|bill|billing"],
	["价格", "price"],
	["产品", "product"],
	["商品", "product|item"],
	["优惠券", "coupon|discount"],
	["折扣", "discount|coupon"],
	["余额", "balance"],
	["日历", "calendar"],
	["日程", "event|schedule|calendar"],
	["会议", "meeting|event|conference"],
	["事件", "event"],
	["活动", "activity|event"],
	["时间", "time"],
	["时区", "timezone"],
	["时间戳", "timestamp"],
	["日期", "date"],
	["天", "day"],
	["几天", "days"],
	["天数", "days"],
	["今天", "today"],
	["明天", "tomorrow"],
	["昨天", "yesterday"],
	["周", "week"],
	["周末", "weekend"],
	["星期", "week|weekday"],
	["月", "month"],
	["月份", "month"],
	["年", "year"],
	["今年", "year"],
	["小时", "hour"],
	["分钟", "minute"],
	["上一页", "previous page"],
	["下一页", "next page"],
	["当前", "current"],
	["现在", "now|current"],
	["最新", "latest|newest"],
	["最近", "recent|latest"],
	["历史", "history"],
	["历史记录", "history"],
	["详情", "details|detail|info"],
	["详细信息", "details"],
	["信息", "information|info"],
	["状态", "status|state"],
	["进度", "progress"],
	["结果", "result|results"],
	["报告", "report"],
	["日志", "log|logs"],
	["指标", "metric|metrics"],
	["仪表盘", "dashboard"],
	["监控面板", "dashboard"],
	["追踪", "trace|track"],
	["链路", "trace"],
	["性能", "performance"],
	["服务", "service|server"],
	["服务器", "server|host"],
	["主机", "host|machine"],
	["应用", "app|application"],
	["应用程序", "application"],
	["容器", "container"],
	["镜像", "image|mirror"],
	["集群", "cluster"],
	["节点", "node"],
	["命名空间", "namespace"],
	["副本", "replica"],
	["副本数", "replicas"],
	["端口", "port"],
	["进程", "process"],
	["内存", "memory"],
	["磁盘空间", "disk space"],
	["终端", "terminal|shell|console"],
	["命令", "command"],
	["命令行", "command line|shell|cli"],
	["脚本", "script"],
	["环境", "environment"],
	["环境变量", "environment variable|env"],
	["变量", "variable"],
	["密钥", "secret|key"],
	["密码", "password"],
	["令牌", "token"],
	["证书", "certificate"],
	["域名", "domain"],
	["路由", "route|router|routing"],
	["网关", "gateway"],
	["负载均衡", "load balancer"],
	["流水线", "pipeline"],
	["构建任务", "build job"],
	["制品", "artifact"],
	["版本", "version|release"],
	["发行版", "release"],
	["定时任务", "cron|scheduled job|cron job"],
	["队列", "queue"],
	["数据库", "database|db"],
	["数据表", "table"],
	["表格", "table|spreadsheet"],
	["表", "table"],
	["行", "row"],
	["列", "column"],
	["字段", "field|column"],
	["集合", "collection|set"],
	["文档", "document|doc"],
	["索引", "index"],
	["语句", "statement|query"],
	["结构", "schema|structure"],
	["表结构", "table schema|schema"],
	["迁移", "migration|migrate|move"],
	["备份", "backup"],
	["缓存", "cache"],
	["键", "key"],
	["值", "value"],
	["过期", "expire|expiration|ttl|expired"],
	["存储桶", "bucket"],
	["对象", "object"],
	["云存储", "cloud storage|bucket"],
	["网页", "web page|webpage|page"],
	["网站", "website|site"],
	["页面", "page"],
	["网络", "web|network"],
	["网上", "web|online"],
	["互联网", "internet|web"],
	["浏览器", "browser"],
	["链接", "link|url"],
	["网址", "url|website"],
	["标签页", "tab"],
	["按钮", "button"],
	["表单", "form"],
	["元素", "element"],
	["控制台", "console"],
	["请求", "request"],
	["接口", "api|endpoint|interface"],
	["新闻", "news"],
	["论文", "paper|papers"],
	["文章", "article|post"],
	["帖子", "post|thread"],
	["搜索引擎", "search engine|web search"],
	["组件", "component"],
	["函数", "function"],
	["方法", "method|function"],
	["实现", "implementation|code"],
	["代码块", "code block"],
	["示例", "example|sample"],
	["模板", "template"],
	["知识库", "wiki|knowledge base"],
	["维基", "wiki"],
	["知识图谱", "knowledge graph"],
	["图谱", "graph"],
	["实体", "entity"],
	["关系", "relation|relationship"],
	["笔记", "note|notes"],
	["备注", "note|comment|remark"],
	["图片", "image|picture|photo"],
	["照片", "photo|image"],
	["图像", "image"],
	["视频", "video"],
	["音频", "audio"],
	["字幕", "transcript|subtitle|caption"],
	["转录", "transcript|transcribe|transcription"],
	["图表", "chart|graph"],
	["图", "chart|graph|diagram|image"],
	["饼图", "pie chart"],
	["柱状图", "column chart|bar chart"],
	["条形图", "bar chart"],
	["折线图", "line chart"],
	["面积图", "area chart"],
	["散点图", "scatter chart|scatter plot"],
	["雷达图", "radar chart"],
	["漏斗图", "funnel chart"],
	["直方图", "histogram"],
	["箱线图", "boxplot|box plot"],
	["热力图", "heatmap"],
	["树图", "treemap|tree"],
	["流程图", "flow diagram|flowchart|diagram"],
	["思维导图", "mind map|mindmap"],
	["词云", "word cloud"],
	["组织架构图", "organization chart"],
	["桑基图", "sankey chart|sankey"],
	["地图", "map"],
	["地址", "address|location|url"],
	["坐标", "coordinates"],
	["经纬度", "latitude longitude|coordinates|latitude|longitude"],
	["位置", "location|position"],
	["地点", "place|location"],
	["周边", "nearby|around|surrounding"],
	["附近", "nearby|around"],
	["路线", "route|directions"],
	["步行", "walking|walk"],
	["驾车", "driving|drive"],
	["开车", "driving|drive"],
	["骑行", "bicycling|cycling|bike"],
	["公交", "transit|bus"],
	["地铁", "subway|transit|metro"],
	["距离", "distance"],
	["天气", "weather"],
	["天气预报", "weather forecast|forecast"],
	["交通", "traffic|transit"],
	["路况", "traffic|road conditions"],
	["拥堵", "congestion|traffic"],
	["海拔", "elevation|altitude"],
	["城市", "city"],
	["数据", "data"],
	["数据集", "dataset"],
	["模型", "model"],
	["提示词", "prompt"],
	["嵌入", "embedding|embed"],
	["向量", "vector|embedding"],
	["工具", "tool"],
	["插件", "plugin|extension|addon"],
	["功能", "feature|function"],
	["功能开关", "feature flag|toggle"],
	["开关", "flag|toggle|switch"],
	["实验", "experiment"],
	["设计", "design"],
	["设计稿", "design|mockup"],
	["原型", "prototype"],
	["图标", "icon"],
	["资源", "resource|asset"],
	["素材", "asset"],
	["使用量", "usage"],
	["用量", "usage"],
	["费用", "cost|billing|fee|charge"],
	["成本", "cost"],
	["云", "cloud"],
	["云文档", "cloud document|doc"],
	["多维表格", "bitable|base table|base|table|database"],
	["电子表格", "spreadsheet"],
	["在线文档", "document"],
	// Common vendors.
	["飞书", "feishu|lark"],
	["钉钉", "dingtalk"],
	["企业微信", "wecom"],
	["微信", "wechat"],
	["高德", "amap"],
	["高德地图", "amap"],
	["百度", "baidu"],
	["百度地图", "baidu map"],
	["阿里云", "alibabacloud|aliyun"],
	["云效", "yunxiao|codeup|devops"],
	["腾讯云", "tencent cloud"],
	["谷歌", "google"],
	["微软", "microsoft"],
	["苹果", "apple"],
	["亚马逊", "amazon|aws"],
	["推特", "twitter"],
	["油管", "youtube"],
	// From the general vocabulary only (see `../words.ts`, where it comes from).
	["去掉", "remove"],
	["去除", "remove"],
	["销毁", "destroy|delete"],
	["建立", "create|establish"],
	["插入", "insert|add"],
	["追加", "append|add"],
	["更改", "change|update|modify"],
	["调整", "adjust|update|resize"],
	["设定", "set|configure"],
	["取得", "get|obtain"],
	["浏览", "browse|view|list"],
	["粘贴", "paste"],
	["剪切", "cut"],
	["储存", "store|storage"],
	["存档", "archive|save"],
	["撤回", "recall|revoke|undo"],
	["替换", "replace"],
	["覆盖", "overwrite|override|coverage"],
	["分页", "pagination|page"],
	["翻页", "pagination|page|next"],
	["计数", "count"],
	["概括", "summarize|summary"],
	["摘要", "summary|abstract"],
	["概览", "overview|summary"],
	["详细", "detailed|details"],
	["确认", "confirm"],
	["继续", "continue|resume"],
	["重新启动", "restart"],
	["中止", "abort|cancel"],
	["激活", "activate|enable"],
	["停用", "disable|deactivate"],
	["切换", "switch|toggle"],
	["推", "push"],
	["拉", "pull"],
	["同步", "sync|synchronize"],
	["制作", "create|make"],
	["转为", "convert"],
	["转成", "convert"],
	["换算", "convert|calculate"],
	["格式化", "format"],
	["压缩", "compress|zip"],
	["解压", "extract|unzip|decompress"],
	["解压缩", "decompress|unzip"],
	["解密", "decrypt"],
	["编码", "encode|encoding"],
	["解码", "decode"],
	["监听", "listen|watch|subscribe"],
	["取消订阅", "unsubscribe"],
	["退订", "unsubscribe"],
	["取消关注", "unfollow|unwatch"],
	["收藏", "favorite|star|bookmark"],
	["点赞", "like|react"],
	["固定", "pin|fixed"],
	["认领", "claim|assign"],
	["转交", "transfer|reassign|forward"],
	["同意", "approve|accept"],
	["通过", "approve|pass"],
	["驳回", "reject"],
	["离开", "leave"],
	["登陆", "login|signin"],
	["登入", "login|signin"],
	["注销", "logout|deregister"],
	["注册", "register|signup"],
	["认证", "authenticate|auth|authentication"],
	["鉴权", "auth|authorization"],
	["等待", "wait"],
	["重跑", "rerun|retry"],
	["回答", "answer|reply"],
	["提及", "mention"],
	["提到", "mention"],
	["上报", "report"],
	["反馈", "feedback"],
	["警告", "warning|warn"],
	["预警", "alert|warning"],
	["屏幕截图", "screenshot"],
	["单击", "click"],
	["双击", "dblclick|click"],
	["右键", "right click|contextmenu"],
	["鼠标悬停", "hover|mouseover"],
	["填充", "fill"],
	["选中", "select"],
	["勾选", "check|select"],
	["拖放", "drag|drop"],
	["进入", "enter|open|navigate"],
	["爬虫", "crawler|scraper|spider"],
	["采集", "collect|scrape"],
	["私信", "direct message|dm"],
	["私聊", "direct message|dm"],
	["单聊", "direct message|dm"],
	["对话", "conversation|dialog|chat"],
	["话题", "topic|thread"],
	["表情回应", "reaction|emoji"],
	["电子邮件", "email"],
	["发件箱", "outbox|sent"],
	["已发送", "sent"],
	["草稿箱", "drafts|draft"],
	["收件人", "recipient|to"],
	["发件人", "sender|from"],
	["抄送", "cc"],
	["密送", "bcc"],
	["主题", "subject|topic|theme"],
	["正文", "body|content"],
	["签名", "signature"],
	["垃圾邮件", "spam|junk"],
	["未读", "unread"],
	["已读", "read"],
	["打电话", "call|phone"],
	["通话", "call"],
	["语音", "voice|audio"],
	["手机", "mobile|phone"],
	["语音信箱", "voicemail"],
	["视频会议", "video meeting|meeting"],
	["语音通话", "voice call|call"],
	["直播", "live stream|livestream"],
	["录音", "recording|audio"],
	["屏幕共享", "screen share"],
	["会议室", "meeting room|room"],
	["预定", "book|reservation"],
	["约时间", "schedule|book"],
	["闹钟", "alarm"],
	["待办事项", "todo|task"],
	["截止日期", "deadline|due date"],
	["截止时间", "deadline|due"],
	["截止", "deadline|due"],
	["到期", "due|expire|expiration"],
	["有效期", "expiration|validity|ttl"],
	["参与者", "participant|attendee"],
	["参会人", "attendee|participant"],
	["与会者", "attendee"],
	["组织者", "organizer"],
	["空闲", "free|available|availability"],
	["忙碌", "busy"],
	["有空", "available|free"],
	["时间段", "time slot|slot"],
	["重复", "repeat|recurring|duplicate"],
	["周期", "cycle|period|recurring"],
	["循环", "loop|recurring"],
	["当前时间", "current time|now"],
	["几点", "time|current time"],
	["本周", "this week|week"],
	["下周", "next week"],
	["上周", "last week"],
	// Times of day and spans a request is qualified by, read as their English words are (qualifiers).
	["今晚", "tonight"],
	["昨晚", "last night"],
	["前天", "days ago"],
	["后天", "days later"],
	["上月", "last month"],
	["上个月", "last month"],
	["下月", "next month"],
	["下个月", "next month"],
	["本月", "this month"],
	["这个月", "this month"],
	["去年", "last year"],
	["明年", "next year"],
	["早上", "morning"],
	["上午", "morning"],
	["中午", "noon"],
	["下午", "afternoon"],
	["晚上", "evening|night"],
	["凌晨", "night"],
	["每天", "daily"],
	["每周", "weekly"],
	["每月", "monthly"],
	["每年", "yearly"],
	["季度", "quarter"],
	["年度", "annual|yearly"],
	["目前", "currently"],
	["周一", "monday"],
	["周二", "tuesday"],
	["周三", "wednesday"],
	["周四", "thursday"],
	["周五", "friday"],
	["周六", "saturday"],
	["周日", "sunday"],
	["星期一", "monday"],
	["星期二", "tuesday"],
	["星期三", "wednesday"],
	["星期四", "thursday"],
	["星期五", "friday"],
	["星期六", "saturday"],
	["星期天", "sunday"],
	["星期日", "sunday"],
	["工作日", "weekday|business day"],
	["节假日", "holiday"],
	["假期", "holiday|vacation|leave"],
	["请假", "leave|time off"],
	["时长", "duration"],
	["持续时间", "duration"],
	["间隔", "interval"],
	["延迟", "delay|latency"],
	["时差", "time difference|offset"],
	["倒计时", "countdown|timer"],
	["计时器", "timer"],
	["北京时间", "asia/shanghai|china time"],
	["日报", "daily report|report"],
	["周报", "weekly report|report"],
	["主分支", "main|master|default branch"],
	["提交记录", "commit|history|log"],
	["提交历史", "commit history|log"],
	["代码审查", "code review|review"],
	["拣选", "cherry-pick"],
	["挑选", "pick|select|cherry-pick"],
	["发布版本", "release"],
	["回退", "revert|rollback"],
	["储藏", "stash"],
	["检出", "checkout"],
	["签出", "checkout"],
	["派生", "fork"],
	["分叉", "fork"],
	["补丁", "patch"],
	["文件树", "tree|file tree"],
	["目录树", "tree|directory tree"],
	["追溯", "blame|trace"],
	["作者", "author"],
	["贡献者", "contributor"],
	["星标", "star"],
	["关注者", "follower|watcher"],
	["漏洞", "vulnerability|bug|security"],
	["用户故事", "user story|story"],
	["史诗", "epic"],
	["面板", "panel|dashboard|board"],
	["泳道", "swimlane|lane"],
	["优先级", "priority"],
	["严重程度", "severity"],
	["负责人", "assignee|owner"],
	["经办人", "assignee"],
	["处理人", "assignee|handler"],
	["报告人", "reporter"],
	["创建人", "creator|author"],
	["创建者", "creator|author"],
	["注释", "comment|annotation"],
	["描述", "description|describe"],
	["标题", "title|heading"],
	["估算", "estimate"],
	["未完成", "open|incomplete|todo"],
	["重新打开", "reopen"],
	["阻塞", "blocked|blocker"],
	["依赖", "dependency|depend"],
	["父任务", "parent task|parent"],
	["待处理", "pending|open|todo"],
	["进行中", "in progress"],
	["积压", "backlog"],
	["需求池", "backlog"],
	["管道", "pipeline|pipe"],
	["打包", "package|build|bundle"],
	["下线", "offline|disable|undeploy"],
	["灰度", "canary|rollout"],
	["灰度发布", "canary release|rollout"],
	["持续集成", "continuous integration|ci"],
	["持续部署", "continuous deployment|cd"],
	["作业", "job"],
	["步骤", "step"],
	["阶段", "stage|phase"],
	["产物", "artifact|output"],
	["构建产物", "artifact"],
	["生产环境", "production|prod"],
	["线上", "production|online"],
	["测试环境", "staging|test environment"],
	["开发环境", "development|dev"],
	["预发", "staging|pre-release"],
	["秘钥", "secret|key"],
	["凭证", "credential|token"],
	["凭据", "credential"],
	["定时", "schedule|cron|timer"],
	["钩子", "hook|webhook"],
	["回调", "callback|webhook"],
	["触发器", "trigger"],
	["失败", "failed|failure"],
	["成功", "success|succeeded"],
	["出错", "error|fail"],
	["崩溃", "crash"],
	["挂了", "down|outage|crash"],
	["超时", "timeout"],
	["卡住", "stuck|hang|blocked"],
	["卡顿", "lag|slow|performance"],
	["慢", "slow|latency"],
	["单元测试", "unit test"],
	["覆盖率", "coverage"],
	["代码扫描", "code scanning|scan"],
	["安全", "security"],
	["审计", "audit"],
	["镜像仓库", "registry|image repository"],
	["虚拟机", "virtual machine|vm"],
	["实例", "instance"],
	["存储卷", "volume"],
	["挂载", "mount"],
	["扩缩容", "scale|autoscale"],
	["伸缩", "scale"],
	["编排", "orchestration"],
	["配置文件", "config file|configuration"],
	["硬盘", "disk"],
	["带宽", "bandwidth"],
	["负载", "load"],
	["健康检查", "health check"],
	["健康", "health"],
	["运行状态", "status|running"],
	["重新部署", "redeploy"],
	["云函数", "cloud function|serverless"],
	["无服务器", "serverless"],
	["防火墙", "firewall"],
	["代理", "proxy|agent"],
	["响应", "response"],
	["窗口", "window"],
	["输入框", "input|text field"],
	["下拉框", "dropdown|select"],
	["弹窗", "dialog|popup|modal"],
	["对话框", "dialog"],
	["性能分析", "profiling|performance"],
	["网络请求", "network request"],
	["主键", "primary key"],
	["外键", "foreign key"],
	["键值", "key value"],
	["模式", "schema|mode|pattern"],
	["视图", "view"],
	["存储过程", "stored procedure"],
	["事务", "transaction"],
	["查询语句", "query|sql"],
	["分组", "group|group by"],
	["快照", "snapshot"],
	["元数据", "metadata"],
	["消息队列", "message queue"],
	["相似", "similar|similarity"],
	["文件名", "filename|file name"],
	["扩展名", "extension"],
	["后缀", "suffix|extension"],
	["大小", "size"],
	["内容", "content|contents"],
	["文本", "text"],
	["对象存储", "object storage"],
	["云盘", "cloud drive|drive"],
	["网盘", "cloud drive|drive"],
	["追加写入", "append"],
	["压缩包", "archive|zip"],
	["修改时间", "modified time|mtime"],
	["创建时间", "created time|created at"],
	["版本历史", "version history|revisions"],
	["回收站", "trash|recycle bin"],
	["垃圾桶", "trash"],
	["备忘录", "memo|note"],
	["记事", "note"],
	["记下", "note|save|remember"],
	["段落", "paragraph"],
	["幻灯片", "slides|presentation"],
	["演示文稿", "presentation|slides"],
	["图形", "graph|diagram|shape"],
	["可视化", "visualization|visualize|chart"],
	["画布", "canvas"],
	["样式", "style"],
	["字体", "font"],
	["颜色", "color"],
	["格式", "format"],
	["书签", "bookmark"],
	["引用", "reference|quote|cite"],
	["批注", "comment|annotation"],
	["协作", "collaborate|collaboration"],
	["协作者", "collaborator"],
	["网络搜索", "web search"],
	["联网搜索", "web search"],
	["资讯", "news|information"],
	["研究", "research"],
	["调研", "research|investigate"],
	["学术", "academic|scholar"],
	["问答", "question answering|qa"],
	["答案", "answer"],
	["知识", "knowledge"],
	["整个", "entire|whole"],
	["百科", "encyclopedia|wiki"],
	["关键词", "keyword|query"],
	["关键字", "keyword"],
	["相关", "related|relevant"],
	["推荐", "recommend|recommendation"],
	["热门", "trending|popular"],
	["排名", "rank|ranking"],
	["说明", "instructions|description"],
	["帮助", "help"],
	["教程", "tutorial|guide"],
	["指南", "guide"],
	["例子", "example"],
	["文档说明", "documentation|docs"],
	["付费", "pay|paid"],
	["付钱", "pay|payment"],
	["扣款", "charge|debit"],
	["收费", "charge|fee|billing"],
	["收据", "receipt"],
	["退钱", "refund"],
	["退货", "return|refund"],
	["下单", "order|purchase|checkout"],
	["购买", "purchase|buy"],
	["买", "buy|purchase"],
	["卖", "sell"],
	["定价", "pricing|price"],
	["金额", "amount"],
	["会员", "membership|member|subscription"],
	["套餐", "plan|package"],
	["顾客", "customer"],
	["库存", "inventory|stock"],
	["优惠", "discount|promotion"],
	["促销", "promotion"],
	["货币", "currency"],
	["汇率", "exchange rate"],
	["税费", "tax"],
	["交易", "transaction|trade"],
	["转账", "transfer"],
	["提现", "payout|withdraw"],
	["打款", "payout|transfer|pay"],
	["结算", "settlement|checkout|payout"],
	["结账", "checkout"],
	["购物车", "cart"],
	["争议", "dispute"],
	["拒付", "chargeback|dispute"],
	["信用卡", "credit card|card"],
	["银行卡", "bank card|card"],
	["银行", "bank"],
	["钱包", "wallet"],
	["商户", "merchant"],
	["商家", "merchant|seller"],
	["店铺", "store|shop"],
	["销售", "sales"],
	["报价", "quote"],
	["合同", "contract"],
	["线索", "lead"],
	["商机", "deal|opportunity"],
	["公司", "company|organization"],
	["路径规划", "route planning|directions"],
	["路线规划", "route planning|directions"],
	["怎么走", "directions|route"],
	["走路", "walking"],
	["骑车", "bicycling|cycling"],
	["公共交通", "public transit|transit"],
	["火车", "train|rail"],
	["打车", "taxi|ride"],
	["出租车", "taxi"],
	["多远", "distance"],
	["测距", "distance|measure"],
	["多久", "duration|time"],
	["经度", "longitude|lng"],
	["纬度", "latitude|lat"],
	["地理编码", "geocode|geocoding"],
	["逆地理", "reverse geocode"],
	["地方", "place"],
	["兴趣点", "poi|point of interest"],
	["周围", "around|nearby"],
	["最近的", "nearest"],
	["省份", "province"],
	["区县", "district|county"],
	["行政区", "district|administrative region"],
	["行政区划", "administrative division|district"],
	["国家", "country"],
	["邮编", "postal code|zip code"],
	["街道", "street"],
	["道路", "road"],
	["预报", "forecast"],
	["气温", "temperature"],
	["温度", "temperature"],
	["几度", "temperature"],
	["下雨", "rain"],
	["降水", "precipitation"],
	["空气质量", "air quality|aqi"],
	["高度", "height|elevation"],
	["等时圈", "isochrone"],
	["可达范围", "isochrone|reachable area"],
	["行程", "trip|itinerary|journey"],
	["出行", "travel|trip"],
	["旅行", "travel|trip"],
	["酒店", "hotel"],
	["餐厅", "restaurant"],
	["美食", "food|restaurant"],
	["景点", "attraction|poi"],
	["加油站", "gas station"],
	["停车场", "parking"],
	["机场", "airport"],
	["车站", "station"],
	["静态地图", "static map"],
	["边界", "boundary|bounds"],
	["区域", "area|region|zone"],
	["多边形", "polygon"],
	["围栏", "geofence|fence"],
	["轨迹", "trajectory|track"],
	["距离矩阵", "distance matrix"],
	["预计到达", "eta|arrival time"],
	["到达时间", "arrival time|eta"],
	["出发", "depart|departure|start"],
	["出发地", "origin|start"],
	["起点", "origin|start"],
	["终点", "destination"],
	["目的地", "destination"],
	["途经点", "waypoint|waypoints"],
	["半径", "radius"],
	["度量", "metric|measurement"],
	["监测", "monitor|detect"],
	["仪表板", "dashboard"],
	["大盘", "dashboard|overview"],
	["宕机", "outage|down|downtime"],
	["停机", "downtime"],
	["维护", "maintenance"],
	["值班", "on-call|oncall"],
	["静默", "silence|mute"],
	["链路追踪", "tracing|trace"],
	["跟踪", "track|trace"],
	["调用链", "trace|span"],
	["耗时", "duration|latency|elapsed"],
	["响应时间", "response time|latency"],
	["可用性", "availability|uptime"],
	["错误率", "error rate"],
	["吞吐量", "throughput"],
	["使用率", "usage|utilization"],
	["配额", "quota|limit"],
	["限流", "rate limit|throttle"],
	["速率", "rate"],
	["异常检测", "anomaly detection"],
	["根因", "root cause"],
	["排查", "troubleshoot|investigate|debug"],
	["诊断", "diagnose|diagnostic"],
	["审计日志", "audit log"],
	["堆栈", "stack trace|stack"],
	["内存泄漏", "memory leak"],
	["用户名", "username"],
	["帐号", "account"],
	["帐户", "account"],
	["个人资料", "profile"],
	["资料", "profile|info"],
	["头像", "avatar"],
	["昵称", "nickname|display name"],
	["员工", "employee|member|user"],
	["管理员", "admin|administrator"],
	["访问权限", "access|permission"],
	["验证码", "verification code|otp|captcha"],
	["二次验证", "2fa|mfa"],
	["身份", "identity"],
	["身份验证", "authentication|verify"],
	["访问控制", "access control"],
	["白名单", "allowlist|whitelist"],
	["黑名单", "blocklist|blacklist"],
	["封禁", "ban|block"],
	["禁言", "mute"],
	["踢出", "kick|remove"],
	["公开", "public"],
	["私有", "private"],
	["可见性", "visibility"],
	["拉群", "create group|group chat"],
	["建群", "create group|group chat"],
	["特性", "feature"],
	["偏好", "preference|preferences"],
	["选项", "option|options"],
	["参数", "parameter|argument|param"],
	["属性", "property|attribute"],
	["类型", "type"],
	["分类", "category|classify"],
	["类别", "category"],
	["名称", "name"],
	["名字", "name"],
	["编号", "id|number"],
	["标识", "identifier|id"],
	["数量", "count|quantity|number"],
	["总数", "total|count"],
	["平均", "average|mean"],
	["最大", "max|maximum"],
	["最小", "min|minimum"],
	["总和", "sum|total"],
	["求和", "sum"],
	["百分比", "percent|percentage"],
	["比例", "ratio|proportion"],
	["趋势", "trend"],
	["报表", "report"],
	["洞察", "insight|insights"],
	["预测", "predict|forecast"],
	["人工智能", "ai|artificial intelligence"],
	["大模型", "llm|large language model"],
	["提示", "prompt|hint|tip"],
	["智能体", "agent"],
	["机器人", "bot|robot"],
	["思考", "think|thinking|reasoning"],
	["推理", "reasoning|inference"],
	["记忆", "memory|remember"],
	["记住", "remember|save|memory"],
	["回忆", "recall|remember"],
	["观察", "observation|observe"],
	["写作", "write|writing"],
	["改写", "rewrite"],
	["润色", "polish|edit|refine"],
	["校对", "proofread"],
	["朗读", "read aloud|speech|tts"],
	["语音识别", "speech recognition|transcribe"],
	["转写", "transcribe"],
	["文字识别", "ocr|text recognition"],
	["二维码", "qr code"],
	["条形码", "barcode"],
	["随机", "random"],
	["随机数", "random number"],
	["单位", "unit"],
	["数学", "math"],
	["公式", "formula"],
	["表达式", "expression"],
	["正则", "regex|regular expression"],
	["匹配", "match"],
	["模糊", "fuzzy"],
	["精确", "exact"],
	["全文", "full text"],
	["批量", "batch|bulk"],
	["多个", "multiple"],
	["单个", "single"],
	["第一个", "first"],
	["最后", "last"],
	["上一个", "previous"],
	["下一个", "next"],
	["限制", "limit|restrict"],
	["优化", "optimize"],
	["修复", "fix|repair"],
	["处理", "handle|process"],
	["操作", "operation|action"],
	["动作", "action"],
	["行为", "behavior|action"],
	["工作流", "workflow"],
	["流程", "process|flow|workflow"],
	["自动化", "automation|automate"],
	["自动", "automatic|auto"],
	["手动", "manual"],
	["规则", "rule"],
	["条件", "condition"],
	["策略", "policy|strategy"],
	["问卷", "survey|form"],
	["调查", "survey|investigate"],
	["投票", "vote|poll"],
	["客服", "support|customer service"],
	["支持", "support"],
	["咨询", "consult|inquiry"],
	["公告", "announcement|notice"],
	["广播", "broadcast"],
	["集成", "integration|integrate"],
	["连接器", "connector"],
	["端点", "endpoint"],
	["装", "install"],
	["降级", "downgrade"],
	["软件包", "package"],
	["框架", "framework"],
	["语法", "syntax"],
	["代码片段", "snippet|code snippet"],
	["片段", "snippet|fragment"],
	["语言", "language"],
	["编程", "programming|code"],
	["运行代码", "run code|execute"],
	["沙箱", "sandbox"],
	["笔记本", "notebook"],
	["数据分析", "data analysis"],
	["切分支", "checkout|branch|switch"],
	["合代码", "merge"],
	["合入", "merge"],
	["拉代码", "pull|clone"],
	["推代码", "push"],
	["打标签", "tag|label"],
	["提测", "test|submit"],
	["开机", "boot|start|power on"],
	["关机", "shutdown|power off|stop"],
	["叫车", "ride|taxi"],
	["回收", "recycle|reclaim"],
	["释放", "release|free"],
	["分配资源", "allocate|provision"],
	["申请", "apply|request"],
	["申请权限", "request access|permission"],
	["邀请成员", "invite|member"],
	["成员列表", "members|member list"],
	["个人", "personal|user"],
	["主页", "homepage|profile"],
	["设置项", "settings|option"],
	["通知设置", "notification settings"],
	["语言设置", "language|locale"],
	// Everyday spoken verbs and phrases.
	["搁置", "stash|shelve|postpone|defer"],
	["放一边", "stash|shelve"],
	["存起来", "stash|save|store"],
	["收起来", "stash|hide|collapse"],
	["藏起来", "hide|stash"],
	["干掉", "delete|kill|remove"],
	["弄掉", "delete|remove"],
	["扔掉", "delete|discard"],
	["丢掉", "delete|discard"],
	["清掉", "clear|delete"],
	["作废", "void|cancel|invalidate"],
	["放弃", "discard|abandon|cancel"],
	["撤掉", "remove|revoke|withdraw"],
	["退回", "return|reject|revert"],
	["打回", "reject|return"],
	["改回", "revert|restore"],
	["谁改", "blame|author"],
	["谁动", "blame|author"],
	["谁写", "blame|author"],
	["谁提交", "blame|committer|author"],
	["拉起", "start|launch"],
	["跑起来", "start|run"],
	["跑一遍", "run|rerun"],
	["停掉", "stop|kill"],
	["关停", "stop|shutdown"],
	["下掉", "remove|offline|unpublish"],
	["看一眼", "view|check"],
	["看一看", "view|check"],
	["瞧瞧", "view|check"],
	["瞅瞅", "view|check"],
	["翻翻", "browse|view"],
	["翻看", "browse|view"],
	["查查", "search|check|lookup"],
	["查一查", "search|check|lookup"],
	["找找", "find|search"],
	["找一找", "find|search"],
	["搜搜", "search"],
	["搜一搜", "search"],
	["捞出来", "find|retrieve|fetch"],
	["挖出来", "find|retrieve"],
	["翻出来", "find|retrieve"],
	["过一遍", "review|check"],
	["捋一捋", "review|organize"],
	["梳理", "organize|review|summarize"],
	["复盘", "review|retrospective"],
	["回顾", "review|history|retrospective"],
	["盘点", "inventory|count|summary"],
	["盯着", "monitor|watch"],
	["跟进", "followup|track"],
	["催促", "remind|nudge"],
	["催办", "remind"],
	["拉人", "invite|add member"],
	["拉进", "invite|add"],
	["拉黑", "block|ban"],
	["排期", "schedule|plan"],
	["腾出", "free|clear"],
	["空出", "free|clear"],
	["挂掉", "crash|down|fail"],
	["崩了", "crash|down"],
	["卡死", "hang|frozen|stuck"],
	["出问题", "issue|problem|error"],
	["调大", "increase|scale up"],
	["调高", "increase|raise"],
	["调小", "decrease|reduce"],
	["调低", "decrease|lower"],
	["记下来", "note|save|remember"],
	["忘掉", "forget|delete"],
	["换成", "replace|switch|change"],
	["换掉", "replace"],
	["切到", "switch|checkout"],
	["合进去", "merge"],
	["合到", "merge"],
	["推上去", "push|upload"],
	["拉下来", "pull|download"],
	["整理", "organize|clean up|format"],
	["拉分支", "create branch|branch"],
	["开分支", "create branch|branch"],
	["建分支", "create branch|branch"],
	["重开", "reopen|restart"],
	["开通", "enable|activate|open"],
	["汇报", "report|summary"],
	["对齐", "sync|align"],
	["备忘", "note|memo|reminder"],
];

/**
 * Everyday phrases (phrasal verbs and idioms) and what they stand for, as a tool words it: `|`
 * between alternatives (see `PHRASES` in `../words.ts`). A phrase's words are base forms; a `*`
 * marks where an object may stand between a verb and its particle (`set my edits aside`). A
 * trailing comment says what a group of phrases names.
 */
export const PHRASE_DATA: readonly (readonly [string, string])[] = [
	// Removing something for good.
	["get rid of", "delete|remove"],
	["do away with", "delete|remove"],
	["throw * away", "delete|discard"],
	["throw * out", "delete|discard"],
	["wipe * out", "delete|purge|clear"],
	["wipe * clean", "clear|reset|purge"],
	["clear * out", "clear|purge|delete"],
	["clean * up", "clean|prune|remove"],
	["free up", "free|clean|prune"],
	["tear * down", "destroy|delete|remove"],
	["take * down", "remove|unpublish|stop"],
	["rip * out", "remove|delete"],
	["strip * out", "remove|strip"],
	["cut * out", "remove"],
	["weed * out", "filter|remove"],
	["filter * out", "filter|exclude"],
	["kick * out", "kick|remove|ban"],
	["forget about", "forget|delete"],
	// Making something new, or starting it.
	["spin * up", "create|start|launch|provision"],
	["fire * up", "start|launch"],
	["boot * up", "boot|start"],
	["start * up", "start|launch"],
	["power on", "start|boot"],
	["power * up", "start|boot"],
	["set * up", "setup|create|configure|install"],
	["put together", "create|compose|build"],
	["whip up", "create|generate"],
	["draw up", "create|draft"],
	["write * up", "write|draft|document"],
	["bring * up", "start|open|show"],
	["bring * online", "start|enable|online"],
	["turn on", "enable|activate|start"],
	["switch on", "enable|activate|start"],
	["branch off", "branch|fork|create"],
	// Running something.
	["kick * off", "start|trigger|run|launch"],
	["set * off", "trigger|start"],
	["fire * off", "trigger|send"],
	["carry out", "execute|run|perform"],
	["run * again", "rerun|retry"],
	["try * again", "retry|rerun"],
	["do * over", "redo|retry"],
	["start over", "restart|reset"],
	["try * out", "test|try|run"],
	["test * out", "test|try"],
	// Stopping something.
	["shut * down", "shutdown|stop|terminate"],
	["shut * off", "stop|disable"],
	["turn * off", "disable|deactivate|stop"],
	["switch * off", "disable|deactivate|stop"],
	["power * off", "shutdown|stop"],
	["power * down", "shutdown|stop"],
	["spin * down", "stop|terminate|scale"],
	["wind * down", "stop|scale"],
	["bring * down", "stop|shutdown"],
	["take * offline", "stop|disable|offline"],
	["call * off", "cancel"],
	["put * on hold", "pause|hold|suspend"],
	["on hold", "pause|hold|suspend"],
	["hold off", "pause|postpone|defer"],
	// Undoing a change.
	["roll * back", "rollback|revert|undo"],
	["take * back", "undo|revert|reset|retract"],
	["back * out", "revert|undo"],
	["walk * back", "revert|retract"],
	["change * back", "revert|restore"],
	["put * back", "restore|revert"],
	["bring * back", "restore|recover"],
	["go back to", "revert|restore|back"],
	// Setting work aside for later.
	["set * aside", "stash|shelve|reserve"],
	["put * aside", "stash|shelve"],
	["put * away", "stash|archive|store"],
	["tuck * away", "stash|archive|store"],
	["stow * away", "stash|store"],
	["save * for later", "stash|bookmark|draft"],
	["half done", "unfinished|uncommitted|draft|wip"],
	["half finished", "unfinished|uncommitted|draft|wip"],
	["work in progress", "wip|draft|unfinished"],
	["back * up", "backup|copy|export|snapshot"],
	// Looking for something, or at it.
	["look * up", "lookup|search|find"],
	["look for", "search|find"],
	["look into", "investigate|search|analyze"],
	["look through", "search|browse"],
	["look at", "view|show|inspect"],
	["take * look", "view|inspect|review"],
	["have * look", "view|inspect|review"],
	["dig * up", "find|search|retrieve"],
	["dig into", "investigate|analyze|search"],
	["dig through", "search|browse"],
	["hunt * down", "find|search|locate"],
	["track * down", "find|search|locate"],
	["figure out", "investigate|analyze|diagnose"],
	["pull up", "get|show|open|retrieve"],
	["check on", "status|check|monitor"],
	["keep * eye on", "monitor|watch"],
	["keep track of", "track|monitor"],
	["go through", "review|browse|list"],
	["go over", "review"],
	["read through", "read|review"],
	["skim through", "browse|read|summarize"],
	["flip through", "browse"],
	["narrow * down", "filter|narrow"],
	["drill down", "analyze|detail|inspect"],
	["drill into", "analyze|detail|inspect"],
	["break * down", "breakdown|analyze|group"],
	// Who changed something last.
	["who * touched", "blame|authorship|audit"],
	["who * changed", "blame|authorship|audit"],
	["who * edited", "blame|authorship|audit"],
	["who * modified", "blame|authorship|audit"],
	["who * wrote", "blame|authorship|author"],
	["who * broke", "blame|authorship"],
	// Adding up and summing up.
	["sum * up", "summarize|summary|total"],
	["boil * down", "summarize|summary"],
	["add * up", "sum|total|count"],
	["tally * up", "tally|total|count"],
	["round * up", "summary|collect|aggregate"],
	["pull together", "aggregate|collect|summarize"],
	["catch up on", "unread|summary|summarize"],
	// Writing, filling in and changing things.
	["fill in", "fill|input|form"],
	["fill * out", "fill|input|form"],
	["type in", "type|input|fill"],
	["jot * down", "note|write|save"],
	["write * down", "note|write|save"],
	["note * down", "note|save"],
	["make * note", "note|remember|save"],
	["keep * in mind", "remember|memory|save"],
	["tidy * up", "clean|organize|format"],
	["sort * out", "organize|fix|resolve"],
	["touch * up", "edit|update|polish"],
	["fix * up", "fix|edit"],
	["patch * up", "fix|patch"],
	["swap * out", "replace|swap"],
	["switch * out", "replace|swap"],
	["switch over", "switch|migrate"],
	["bump * up", "increase|upgrade|raise"],
	["bring * up to date", "update|sync|upgrade"],
	["up to date", "latest|current|update|sync"],
	["out of date", "outdated|stale|update"],
	["roll * over", "rotate|renew"],
	["lock * down", "lock|restrict|protect"],
	// Moving things between places.
	["move * over", "move|migrate|transfer"],
	["carry * over", "copy|move|migrate"],
	["copy * over", "copy|sync"],
	["bring in", "import|add|invite"],
	["pull in", "import|fetch|merge|pull"],
	["pull down", "download|pull|fetch"],
	["push * up", "push|upload"],
	["check * out", "checkout|switch|view"],
	["check in", "commit|checkin"],
	["zip * up", "zip|compress|archive"],
	["print * out", "print|output"],
	["go to", "goto|navigate|visit|open"],
	["head to", "navigate|visit|open"],
	["head over to", "navigate|visit|open"],
	// Connecting things.
	["hook * up", "connect|integrate|link|attach"],
	["hook into", "integrate|webhook|connect"],
	["wire * up", "connect|integrate|configure"],
	["plug in", "connect|install|integrate"],
	["log into", "login|signin"],
	["ssh into", "ssh|connect|shell"],
	["shell into", "shell|exec|connect"],
	["exec into", "exec|shell"],
	// Releasing.
	["roll * out", "rollout|deploy|release"],
	["push * out", "deploy|release|publish"],
	["go live", "deploy|publish|release"],
	// Telling people and answering them.
	["reach out to", "contact|message|email"],
	["get in touch", "contact|message"],
	["let * know", "notify|message|inform"],
	["heads up", "notify|alert|announce"],
	["in the loop", "notify|subscribe|cc"],
	["loop in", "add|invite|mention|cc"],
	["rope in", "invite|add"],
	["send * out", "send|broadcast|announce"],
	["send * over", "send|share"],
	["send * back", "reply|return"],
	["pass on", "forward|share|send"],
	["pass * along", "forward|share|send"],
	["get back to", "reply|respond"],
	["write back", "reply|respond"],
	["chime in", "reply|comment"],
	["drop * line", "message|send|email"],
	["thumbs up", "reaction|emoji|approve"],
	["follow * up", "followup|remind|reply"],
	["circle back", "followup|remind|reply"],
	["sign up", "signup|register|subscribe"],
	["opt in", "optin|subscribe"],
	["opt out", "optout|unsubscribe"],
	// Handing work over and finishing it.
	["hand * over", "transfer|reassign|assign"],
	["hand * off", "handoff|reassign|transfer"],
	["take over", "assign|reassign|claim"],
	["pick * up", "assign|claim|resume"],
	["turn in", "submit"],
	["hand in", "submit"],
	["wrap * up", "complete|finish|close|summary"],
	["close * out", "close|complete|resolve"],
	["finish * up", "finish|complete"],
	["knock * out", "complete|finish"],
	["cross * off", "complete|done"],
	["check * off", "complete|done"],
	["tick * off", "complete|done"],
	["mark * done", "complete|done|close"],
	// Time and calendars.
	["line * up", "schedule|queue|arrange"],
	["pencil in", "schedule|book|tentative"],
	["block * off", "block|schedule|busy"],
	["block * out", "block|schedule|busy"],
	["put * off", "postpone|defer|reschedule"],
	["push * back", "postpone|reschedule|delay"],
	["bring * forward", "reschedule|advance"],
	["move * up", "reschedule|advance"],
	["time off", "timeoff|vacation|leave|pto"],
	["day off", "timeoff|vacation|holiday"],
	["out of office", "ooo|vacation|timeoff|away"],
	["get together", "meeting|meet"],
	["sync up", "sync|meeting"],
	["catch up", "sync|meeting|update"],
	["one on one", "meeting"],
	// Money.
	["pay * out", "payout|transfer|disburse"],
	["pay * back", "refund|reimburse"],
	["cash out", "payout|withdraw"],
	["top * up", "topup|recharge|credit|balance"],
	// Things going wrong.
	["go down", "down|outage|fail"],
	["go wrong", "error|failure|fail"],
	["blow up", "crash|error|fail"],
	["fall over", "crash|fail"],
	["act up", "error|fail|bug"],
	["out of memory", "oom|memory"],
	["out of space", "disk|storage|full"],
];

/** Words that usually qualify a request rather than name what a tool does (see `QUALIFIER_WORDS` in `../words.ts`). */
export const QUALIFIER_WORD_DATA: readonly string[] = [
	"today", "tomorrow", "yesterday", "tonight", "now", "currently", "soon", "later", "ago", "last",
	"next", "previous", "this", "weekend", "weekday", "week", "month", "year", "day", "days", "hour",
	"hours", "minute", "minutes", "second", "seconds", "morning", "afternoon", "evening", "night",
	"midnight", "noon", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
	"november", "december", "quarter", "annual", "daily", "weekly", "monthly", "yearly", "hourly",
];

/** Chinese function words and fillers dropped from queries (see `ZH_STOP_WORDS` in `../words.ts`). */
export const ZH_STOP_WORD_DATA: readonly string[] = [
	"一下",
	"一个",
	"一条",
	"一张",
	"一封",
	"一些",
	"这个",
	"那个",
	"这些",
	"那些",
	"这张",
	"我的",
	"我们",
	"你的",
	"他们",
	"怎么",
	"怎么样",
	"如何",
	"什么",
	"哪些",
	"哪个",
	"是否",
	"可以",
	"能否",
	"帮我",
	"请",
	"需要",
	"想要",
	"然后",
	"并且",
	"以及",
	"所有",
	"全部",
	"里面",
	"里的",
	"上的",
	"中的",
	"的",
	"了",
	"吗",
	"呢",
	"吧",
];
