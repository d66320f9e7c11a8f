/* The entry points the page (web/) calls in the twigs library compiled
 * to WebAssembly.  Each returns a malloc'd text that the caller frees
 * (NULL when out of memory, or as said): JSON for answers, YAML or SVG
 * where it says so.  Names of cells, edges and hexagons are as in
 * docs/notation.md; lists of names come one a line.  The page calls the
 * library through these alone, and they call the same functions as the
 * commands: `check` and `render` (web_check), `solve` (web_solve). */
#ifndef TWIGS_WEB_WEB_API_H
#define TWIGS_WEB_WEB_API_H

/* ---- Positions (web_position.c) ---- */

/* {pieces: "CPW...", games: [{name, min_size, max_size, default_size, keys}]} */
char *web_games(void);
/* {cells: [{name, x, y}]}: each cell's centre in render's pictures. */
char *web_board(const char *game, int size);
/* {reports: [{document, game, legal, exit, status, to_move, winner,
 * errors: [{line, column, kind, message}], text, yaml}], svg, render:
 * {errors}}: check's reports (its text and YAML forms) and render's
 * picture (grid: --grid) of a file's text. */
char *web_check(const char *name, const char *text, int grid);
/* {ok, more, errors, game, size, pie, to_move, last_player, cells,
 * entries, scoring, pieces: [{colour, piece, edges}]}: a file's first
 * position in the page's terms. */
char *web_position_read(const char *name, const char *text);
/* YAML: a hex game's position document (extra: "KEY VALUE" lines; cells:
 * one of '.', 'W', 'B' a cell, or NULL; entries: the record, or NULL);
 * with_board writes a record with the board it leaves. */
char *web_hex_write(const char *game, int size, const char *extra, const char *cells,
                    const char *entries, int with_board);
/* YAML: a Twigs game (pieces: "COLOUR LETTER EDGE..." lines). */
char *web_twigs_write(const char *scoring, const char *pieces);
/* {edges, segments}: pentatwig `piece` turned by `symmetry` and moved
 * to the hexagon nearest (x, y). */
char *web_twigs_piece(int piece, int symmetry, double x, double y);
/* SVG elements: the pictures' hexagon grid over a box. */
char *web_twigs_grid(double x0, double y0, double x1, double y1);

/* ---- Puzzles (web_puzzle.c, web_solve.c) ---- */

/* ["triangle", ...]: the built-in puzzles. */
char *web_puzzle_names(void);
/* {hexagon, edge}: what a click at (x, y) is nearest. */
char *web_lattice_at(double x, double y);
/* SVG: a region being drawn, in a box centred on it, at least as large
 * as (x0, y0)-(x1, y1). */
char *web_region_svg(const char *hexagons, const char *edges, const char *spare, double x0,
                     double y0, double x1, double y1);
/* {yaml, ok, errors}: a cover puzzle file (pieces: "NAME ONE_SIDED
 * COPIES" lines, NAME a piece or a family). */
char *web_puzzle_write(const char *name, const char *hexagons, const char *edges,
                       const char *spare, const char *pieces, int touching);
/* {ok, errors, name, builtin, touching, hexagons, edges, spare, custom,
 * pieces: [{name, one_sided, copies}]}: a puzzle file in the page's
 * terms (custom: it has pieces given by their edges, which are not among
 * the pieces). */
char *web_puzzle_read(const char *name, const char *text);
/* A search's summary (see web_solve.c); solutions go to
 * Module.onSolution as YAML documents. */
char *web_solve(const char *text, int mode, int part, int parts);
/* SVG: a solution document drawn as `solve --format svg` draws it. */
char *web_solution_svg(const char *text, const char *caption);

#endif
