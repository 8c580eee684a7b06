import { z } from 'zod'

// zod compiles a faster parser for each object schema with `new Function`, after trying one as the schema is made;
// the editor's policy refuses it and reports the try (adminContentSecurityPolicy). Set before any schema of the
// content rules is made, jitless parses them as the build does, without trying.
z.config({ jitless: true })
